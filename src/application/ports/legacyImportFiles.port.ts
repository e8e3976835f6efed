import type { ImportFileCategory } from '../../domain/legacyImport/dosTab';
import type { Ore } from '../../domain/money/ore';
import type { ServerRead } from './serverRead.port';

/** A legacy (DOS) import file (part 1 §3). */
export interface LegacyImportFile {
  readonly id: number;
  readonly fileName: string;
  readonly clientId: number | null;
  readonly clientName: string | null;
  readonly subject: string | null;
  readonly description: string | null;
  readonly category: ImportFileCategory;
  readonly numberOfEntries: number;
  readonly sumAmount: Ore;
  /** ISO moments. */
  readonly createdTime: string;
  readonly downloadedTime: string | null;
  readonly isLocked: boolean;
}

/** The legacy import files waiting on the dashboard, their text, and their lock (part 1 §2, §4, §7). */
export interface LegacyImportFilesPort {
  /** Files not downloaded yet, of one category (polled every 5 s). */
  pending(category: ImportFileCategory): ServerRead<readonly LegacyImportFile[]>;
  /** Archived (downloaded) files created in the period, newest first (/history/dos-import). */
  history(period: { readonly fromDate: string; readonly toDate: string }): ServerRead<readonly LegacyImportFile[]>;
  /** The file's text; the first download archives the file. */
  download(id: number): Promise<string>;
  /** The file's text without archiving it. */
  preview(id: number): Promise<string>;
  lock(id: number): Promise<void>;
  unlock(id: number): Promise<void>;
}
