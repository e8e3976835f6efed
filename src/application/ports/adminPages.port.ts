import type { Ore } from '../../domain/money/ore';
import type { ServerRead } from './serverRead.port';

/** An active branch (part 2 §3.8); times are ISO moments. */
export interface Branch {
  readonly branchName: string;
  readonly branchUrl: string;
  readonly createTime: string | null;
  readonly updateTime: string | null;
}

/** A build project (part 2 §3.8). */
export interface BuildProject {
  readonly project: string;
  readonly status: 'IN_PROGRESS' | 'SUCCEEDED' | 'STOPPED';
  readonly startTime: string | null;
  readonly endTime: string | null;
  readonly deployStatus: 'STOPPED' | 'SUCCESSFUL' | null;
  readonly deployStart: string | null;
  readonly deployEnd: string | null;
  readonly hyperlink: string | null;
}

/** A product's price on the web site, in øre ex VAT, within its service type. */
export interface ProductPrice {
  readonly id: number;
  readonly productCode: string;
  readonly productText: string;
  readonly price: Ore;
}

export interface ServicePrices {
  readonly serviceType: string;
  readonly serviceName: string;
  readonly prices: readonly ProductPrice[];
}

/** A ledger post as Slett enkeltposter lists it. */
export interface LedgerPostLine {
  readonly id: number;
  readonly clientId: number;
  readonly customerNr: number;
  readonly customerName: string;
  readonly text: string | null;
  readonly journalDate: string;
  readonly amount: Ore;
  readonly tag: string | null;
}

/** A deletion of ledger posts, read back from its audit record. */
export interface PostDeletion {
  readonly auditEventId: number;
  readonly at: Date;
  /** Every deleted post is back. */
  readonly restored: boolean;
  readonly posts: readonly (LedgerPostLine & { readonly journalNr: number })[];
}

/** Started, or why not in the server's words (no build system configured, the build system refused). */
export type BuildStart = { readonly started: true } | { readonly started: false; readonly message: string };

/** The admin pages and Slett enkeltposter (part 2 §2.8, §7.5). */
export interface AdminPagesPort {
  branches(): ServerRead<readonly Branch[]>;
  buildProjects(): ServerRead<readonly BuildProject[]>;
  startBuild(projectName: string): Promise<BuildStart>;
  prices(): ServerRead<readonly ServicePrices[]>;
  updatePrices(prices: readonly { id: number; serviceType: string; price: Ore }[]): Promise<void>;
  /** The client's posts of a journal number; null when there is no such client (for this officer). */
  ledgerPosts(clientId: number, journalNr: number): ServerRead<readonly LedgerPostLine[] | null>;
  /** Deletes them; the number deleted. */
  deletePosts(clientId: number, journalNr: number): Promise<number>;
  /** The client's deletions, newest first; null when there is no such client (for this officer). */
  deletions(clientId: number): ServerRead<readonly PostDeletion[] | null>;
  /** Puts a deletion's posts back; the number restored (0: they were back already). */
  restoreDeletion(clientId: number, auditEventId: number): Promise<number>;
}
