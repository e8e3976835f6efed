/**
 * The system's named actors: who did a change no officer made (ARCHITECTURE.md §7 Audit). Shown in the audit trail
 * where an officer's name would be, and kept on the payments they register (payment.registered_by_system).
 */
export const SYSTEM_ACTORS = {
  /** The scheduled exchange with Mastercard Payment Services (server/outside/nets/netsExchange.ts). */
  netsExchange: 'NorLink system: Nets-utveksling (OCR giro og AvtaleGiro)',
} as const;

export type SystemActor = (typeof SYSTEM_ACTORS)[keyof typeof SYSTEM_ACTORS];
