import type { ChangelogEntry } from '../../domain/changelog/changelog';
import type { ServerRead } from './serverRead.port';

/** The changelog feed of the three product lines (part 1 §7, polled every 60 s). */
export interface ChangelogPort {
  entries(): ServerRead<readonly ChangelogEntry[]>;
}
