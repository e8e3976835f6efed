import type { ServerRead } from './serverRead.port';

/** A support case from the issue tracker (part 1 §3 Support issue). */
export interface SupportIssue {
  readonly id: string;
  /** The tracker's case number, e.g. NLS-1203. */
  readonly key: string;
  readonly summary: string;
  /** ISO moment. */
  readonly created: string;
  readonly reporter: string | null;
  readonly assignee: string | null;
  readonly statusName: string;
  /** The tracker's status colour: blue-gray, yellow, green, medium-gray. */
  readonly statusColor: string | null;
}

/** The open support cases of /support/. */
export interface SupportIssuesPort {
  openIssues(): ServerRead<readonly SupportIssue[]>;
}
