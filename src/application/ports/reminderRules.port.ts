import type { ReminderRuleType, ReminderRuleValues } from '../../domain/reminderRules/reminderRules';
import type { ServerRead } from './serverRead.port';

/** One reminder rule of a client (part 2 §3.6); the amount in øre. */
export interface ReminderRule extends ReminderRuleValues {
  readonly id: number;
  readonly type: ReminderRuleType;
  readonly clientId: number;
  readonly clientName: string;
}

export type ReminderRulesByType = Readonly<Record<ReminderRuleType, readonly ReminderRule[]>>;

/** The rules the reminder run obeys (/settings/reminder-rules/, part 2 §7.4). */
export interface ReminderRulesPort {
  /** Every rule of the officer's bases, or of one client, by type. */
  rules(clientId: number | null): ServerRead<ReminderRulesByType>;
  /** Adds a checked rule; fails (ApiFailure 409) when the client has the same rule already. */
  add(clientId: number, type: ReminderRuleType, values: ReminderRuleValues): Promise<ReminderRule>;
  remove(rule: Pick<ReminderRule, 'id' | 'clientId' | 'type'>): Promise<void>;
}
