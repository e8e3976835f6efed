import { insolvencyOf, type InsolvencyKind } from '../../../src/domain/company/insolvency';
import { runInOperation } from '../../audit/auditScope';
import type { Database, Queryable } from '../../db/database';
import type { JobHandler } from '../../jobs/jobRunner';
import type { ChangeBus } from '../../realtime/changeBus';
import { commitChange } from '../../realtime/committedChange';
import { reminderBundlePaths } from '../../reminders/reminderReads';
import { stopInsolventReminders } from '../../reminders/insolvencyStops';
import { EMBEDDED_OUTSIDE, type OutsideParties } from '../outsideParties';
import { fetchFeedPage, type FeedEntry } from './enhetsregisteret';

/** The daily job (server/jobs/dailyJobs.ts) that reads the register's change feed. */
export const REGISTER_WATCH_JOB = 'brreg.watch';
/** The feed's largest page (the API allows 1 to 10 000). */
export const FEED_PAGE_SIZE = 10_000;
/** The reads the watch changes: the queue and its count. */
export const INSOLVENCY_END_POINTS = ['activities/insolvencies'] as const;

export interface WatchOutcome {
  readonly skipped?: 'no register configured';
  readonly entriesRead: number;
  readonly changesRecorded: number;
  readonly insolvencies: number;
  readonly remindersStopped: number;
}

const FEED = 'enheter';
const SEVERITY: Readonly<Record<InsolvencyKind, number>> = { BANKRUPT: 4, COMPULSORY_DISSOLUTION: 3, LIQUIDATION: 2, DELETED: 1 };

/** The organisation numbers among `orgNos` of active clients and of the customers of active clients. */
async function watched(db: Queryable, orgNos: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ org_no: string }>(
    `SELECT c.org_no FROM client c WHERE c.is_active AND c.org_no = ANY($1::text[])
     UNION
     SELECT cu.org_no FROM customer cu JOIN client c ON c.id = cu.client_id WHERE c.is_active AND cu.org_no = ANY($1::text[])`,
    [orgNos],
  );
  return new Set(rows.map((row) => row.org_no));
}

interface InsolvencyState {
  kind: InsolvencyKind | null;
  since: string | null;
  estate: Record<string, unknown>;
}

/** What brreg_company now says of the organisation (the register's answer was just kept there). */
async function stateOf(db: Queryable, orgNo: string): Promise<InsolvencyState> {
  const [row] = await db.query<{
    is_bankrupt: boolean;
    is_under_compulsion: boolean;
    is_under_liquidation: boolean;
    deleted_date: string | null;
    bankruptcy_date: string | null;
    liquidation_date: string | null;
    compulsion_date: string | null;
    endorsements: unknown;
  }>(
    `SELECT is_bankrupt, is_under_compulsion, is_under_liquidation, to_char(deleted_date, 'YYYY-MM-DD') AS deleted_date,
            to_char(bankruptcy_date, 'YYYY-MM-DD') AS bankruptcy_date, to_char(liquidation_date, 'YYYY-MM-DD') AS liquidation_date,
            to_char(compulsion_date, 'YYYY-MM-DD') AS compulsion_date, endorsements
       FROM brreg_company WHERE org_no = $1`,
    [orgNo],
  );
  if (!row) return { kind: null, since: null, estate: {} };
  const kind = insolvencyOf({
    isBankrupt: row.is_bankrupt,
    isUnderCompulsion: row.is_under_compulsion,
    isUnderLiquidation: row.is_under_liquidation,
    deletedDate: row.deleted_date,
  });
  const since =
    kind === 'BANKRUPT' ? row.bankruptcy_date : kind === 'COMPULSORY_DISSOLUTION' ? row.compulsion_date : kind === 'LIQUIDATION' ? row.liquidation_date : row.deleted_date;
  const endorsements = typeof row.endorsements === 'string' ? JSON.parse(row.endorsements) : row.endorsements;
  return {
    kind,
    since,
    estate: {
      bankruptcyDate: row.bankruptcy_date,
      liquidationDate: row.liquidation_date,
      compulsionDate: row.compulsion_date,
      deletedDate: row.deleted_date,
      endorsements: Array.isArray(endorsements) ? endorsements : [],
    },
  };
}

/**
 * Reads the register's change feed from where the last read stopped (the first read: from a day ago), keeps the
 * current answer of every watched organisation that changed, records the change, and when an organisation became
 * bankrupt, dissolved or deleted: records it for the officers' queue and stops its customers' open reminders, in
 * one transaction per page with the feed's position, so a page is either all done or read again.
 */
export async function watchRegister(services: { readonly db: Database; readonly bus: ChangeBus; readonly outside: OutsideParties }): Promise<WatchOutcome> {
  const { db, bus, outside } = services;
  const api = outside.enhetsregisteret;
  const refresh = outside.companyRegister.refresh;
  if (!api || !refresh) return { skipped: 'no register configured', entriesRead: 0, changesRecorded: 0, insolvencies: 0, remindersStopped: 0 };
  const totals = { entriesRead: 0, changesRecorded: 0, insolvencies: 0, remindersStopped: 0 };
  for (;;) {
    const [state] = await db.query<{ next_update_id: number }>('SELECT next_update_id::float8 AS next_update_id FROM brreg_feed_state WHERE feed = $1', [FEED]);
    const from = state ? { updateId: state.next_update_id } : { date: new Date(Date.now() - 86_400_000).toISOString() };
    const entries = await fetchFeedPage(db, api, from, FEED_PAGE_SIZE);
    if (entries === null) throw new Error('Enhetsregisteret did not answer the change feed; the watch tries again later');
    if (entries.length === 0) break;
    totals.entriesRead += entries.length;
    // The last change of each watched organisation on the page: its current answer is what counts.
    const interesting = await watched(db, [...new Set(entries.map((e) => e.orgNo))]);
    const latest = new Map<string, FeedEntry>();
    for (const entry of entries) if (interesting.has(entry.orgNo)) latest.set(entry.orgNo, entry);
    const states = new Map<string, InsolvencyState>();
    for (const orgNo of latest.keys()) {
      const answer = await refresh(db, orgNo);
      if (answer === null) throw new Error(`Enhetsregisteret did not answer for ${orgNo}; the watch tries again later`);
      states.set(orgNo, answer.kind === 'deleted' || answer.kind === 'found' ? await stateOf(db, orgNo) : { kind: null, since: null, estate: {} });
    }
    const page = await runInOperation({ api: 'jobs', operation: 'watchRegister', officerId: null, sessionId: null, request: [] }, () =>
      commitChange(
        { db, bus },
        async (tx) => {
          const changes = [...latest.values()];
          if (changes.length) {
            await tx.query(
              `INSERT INTO brreg_change (update_id, org_no, change_type, published_at, insolvency)
               SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::timestamptz[], $5::text[]) ON CONFLICT (update_id) DO NOTHING`,
              [changes.map((c) => c.updateId), changes.map((c) => c.orgNo), changes.map((c) => c.changeType), changes.map((c) => c.publishedAt), changes.map((c) => states.get(c.orgNo)?.kind ?? null)],
            );
          }
          // Newly insolvent, or more seriously so than recorded: into the queue (unseen again).
          const recorded = new Map(
            (await tx.query<{ org_no: string; kind: InsolvencyKind }>('SELECT org_no, kind FROM register_insolvency WHERE org_no = ANY($1::text[])', [[...states.keys()]])).map((r) => [r.org_no, r.kind]),
          );
          const worse = [...states.entries()].filter(([orgNo, s]) => s.kind !== null && (!recorded.has(orgNo) || SEVERITY[s.kind] > SEVERITY[recorded.get(orgNo)!]));
          for (const [orgNo, s] of worse) {
            await tx.query(
              `INSERT INTO register_insolvency (org_no, kind, since, estate, update_id) VALUES ($1, $2, $3, $4::jsonb, $5)
               ON CONFLICT (org_no) DO UPDATE SET kind = excluded.kind, since = excluded.since, estate = excluded.estate, update_id = excluded.update_id,
                 recorded_at = now(), seen_at = NULL, seen_by = NULL`,
              [orgNo, s.kind, s.since, JSON.stringify(s.estate), latest.get(orgNo)!.updateId],
            );
          }
          const stops = await stopInsolventReminders(tx, worse.map(([orgNo]) => orgNo));
          for (const [orgNo, count] of stops.byOrgNo) {
            await tx.query('UPDATE register_insolvency SET reminders_stopped = reminders_stopped + $2 WHERE org_no = $1', [orgNo, count]);
          }
          await tx.query(
            `INSERT INTO brreg_feed_state (feed, next_update_id, read_at) VALUES ($1, $2, now())
             ON CONFLICT (feed) DO UPDATE SET next_update_id = excluded.next_update_id, read_at = excluded.read_at`,
            [FEED, entries.at(-1)!.updateId + 1],
          );
          return { changes: changes.length, insolvencies: worse.length, stopped: stops.stopped, bundleIds: stops.bundleIds };
        },
        (result) => (result.insolvencies > 0 ? [...INSOLVENCY_END_POINTS, ...result.bundleIds.flatMap((id) => reminderBundlePaths(id))] : []),
      ),
    );
    totals.changesRecorded += page.changes;
    totals.insolvencies += page.insolvencies;
    totals.remindersStopped += page.stopped;
    if (entries.length < FEED_PAGE_SIZE) break;
  }
  return totals;
}

/** The daily job 'brreg.watch': nothing to do with the seeded register. */
export const registerWatchJob: JobHandler = (_job, db, services) => watchRegister({ db, bus: services.bus, outside: services.outside ?? EMBEDDED_OUTSIDE });
