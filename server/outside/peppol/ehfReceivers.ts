import type { Queryable } from '../../db/database';
import { recordCall } from '../outsideCalls';
import { BIS_BILLING, DOCUMENT_SCHEME, PARTICIPANT_SCHEME, participantDnsName, participantOf, smpSegment } from './identifiers';
import { lookUpSmp } from './naptrLookup';
import { offersProcess, readServiceMetadata, serviceGroupDocumentTypes } from './smpMetadata';

/**
 * "Can this organisation receive EHF" (part 2 §2.4 customer form, part 1 §3 dispatch, the e-invoice readiness
 * report). Unset, the seeded ELMA table answers (the embedded default). With PEPPOL_SML_ZONE, a PEPPOL lookup of
 * participant 0192:<org no>: the SML (DNS, U-NAPTR) gives the SMP, whose service metadata says whether the receiver
 * takes BIS Billing 3 invoices and credit notes. The answer is kept in peppol_receiver for the DNS record's lifetime.
 */
export interface EhfReceiverAnswer {
  readonly found: boolean;
  readonly company: { readonly orgNo: string; readonly name: string; readonly ehfVersion2: boolean; readonly ehfVersion3: boolean; readonly isEnabled: boolean } | null;
  readonly source: 'ELMA' | 'PEPPOL';
  readonly acceptsInvoice: boolean;
  readonly acceptsCreditNote: boolean;
}

export interface EhfReceivers {
  readonly source: 'ELMA' | 'PEPPOL';
  /** null: the network could not be asked now and nothing is kept. */
  lookUp(db: Queryable, orgNo: string): Promise<EhfReceiverAnswer | null>;
}

export const ELMA_RECEIVERS: EhfReceivers = {
  source: 'ELMA',
  async lookUp(db, orgNo) {
    const [row] = await db.query<{ orgNo: string; name: string; ehfVersion2: boolean; ehfVersion3: boolean; isEnabled: boolean }>(
      `SELECT org_no AS "orgNo", name, ehf_version2 AS "ehfVersion2", ehf_version3 AS "ehfVersion3", is_enabled AS "isEnabled"
         FROM elma_participant WHERE org_no = $1`,
      [orgNo],
    );
    const accepts = Boolean(row && row.isEnabled && row.ehfVersion3);
    return { found: Boolean(row), company: row ?? null, source: 'ELMA', acceptsInvoice: accepts, acceptsCreditNote: accepts };
  },
};

export interface PeppolOptions {
  readonly smlZone: string;
  readonly dnsServers: readonly string[];
  readonly timeoutMs: number;
}

/** A lookup is kept at least a minute and at most a day, whatever the record's time to live says. */
const keptSeconds = (ttl: number) => Math.min(Math.max(ttl, 60), 86_400);

interface ReceiverRow {
  is_registered: boolean;
  accepts_invoice: boolean;
  accepts_credit_note: boolean;
  fresh: boolean;
  name: string | null;
}

export function peppolReceivers(options: PeppolOptions): EhfReceivers {
  async function fetchXml(db: Queryable, operation: string, url: string): Promise<{ status: number; body: string } | null> {
    const startedAt = new Date();
    try {
      const response = await fetch(url, { headers: { accept: 'text/xml, application/xml' }, signal: AbortSignal.timeout(options.timeoutMs) });
      const body = await response.text();
      await recordCall(db, { party: 'peppol-smp', operation, request: url, startedAt, outcome: response.ok ? 'ok' : `HTTP ${response.status}`, httpStatus: response.status, response: body });
      return { status: response.status, body };
    } catch (error) {
      await recordCall(db, { party: 'peppol-smp', operation, request: url, startedAt, outcome: 'unavailable', detail: (error as Error).message });
      return null;
    }
  }

  /** Asks the SML and the SMP; null when either does not answer. */
  async function ask(db: Queryable, orgNo: string): Promise<{ registered: boolean; smpUrl: string | null; invoice: boolean; creditNote: boolean; ttl: number } | null> {
    const participant = participantOf(orgNo);
    const name = participantDnsName(participant, options.smlZone);
    const startedAt = new Date();
    const naptr = await lookUpSmp(name, { servers: options.dnsServers, timeoutMs: options.timeoutMs });
    await recordCall(db, {
      party: 'peppol-sml',
      operation: 'NAPTR',
      request: name,
      startedAt,
      outcome: naptr.kind,
      ...(naptr.kind === 'smp' ? { detail: naptr.smpUrl } : naptr.kind === 'unavailable' ? { detail: naptr.reason } : {}),
    });
    if (naptr.kind === 'unavailable') return null;
    if (naptr.kind === 'none') return { registered: false, smpUrl: null, invoice: false, creditNote: false, ttl: naptr.ttlSeconds };
    const groupUrl = `${naptr.smpUrl}/${smpSegment(PARTICIPANT_SCHEME, participant)}`;
    const group = await fetchXml(db, 'ServiceGroup', groupUrl);
    if (!group) return null;
    if (group.status === 404) return { registered: false, smpUrl: naptr.smpUrl, invoice: false, creditNote: false, ttl: naptr.ttlSeconds };
    if (group.status !== 200) return null;
    let documentTypes: string[];
    try {
      documentTypes = serviceGroupDocumentTypes(group.body);
    } catch {
      return null;
    }
    const accepts = async (documentType: string) => {
      const id = `${DOCUMENT_SCHEME}::${documentType}`;
      if (!documentTypes.includes(id)) return false;
      const metadata = await fetchXml(db, 'SignedServiceMetadata', `${groupUrl}/services/${smpSegment(DOCUMENT_SCHEME, documentType)}`);
      if (!metadata || metadata.status !== 200) return false;
      try {
        return offersProcess(readServiceMetadata(metadata.body), BIS_BILLING.process, new Date());
      } catch {
        return false;
      }
    };
    const [invoice, creditNote] = await Promise.all([accepts(BIS_BILLING.invoice), accepts(BIS_BILLING.creditNote)]);
    return { registered: true, smpUrl: naptr.smpUrl, invoice, creditNote, ttl: naptr.ttlSeconds };
  }

  const answerOf = (orgNo: string, row: ReceiverRow): EhfReceiverAnswer => ({
    found: row.is_registered,
    company: row.is_registered
      ? { orgNo, name: row.name ?? orgNo, ehfVersion2: false, ehfVersion3: row.accepts_invoice, isEnabled: row.accepts_invoice }
      : null,
    source: 'PEPPOL',
    acceptsInvoice: row.accepts_invoice,
    acceptsCreditNote: row.accepts_credit_note,
  });

  const keptRow = async (db: Queryable, orgNo: string) =>
    (
      await db.query<ReceiverRow>(
        `SELECT r.is_registered, r.accepts_invoice, r.accepts_credit_note, r.expires_at > now() AS fresh, b.name
           FROM peppol_receiver r LEFT JOIN brreg_company b ON b.org_no = r.org_no WHERE r.org_no = $1`,
        [orgNo],
      )
    )[0];

  return {
    source: 'PEPPOL',
    async lookUp(db, orgNo) {
      const kept = await keptRow(db, orgNo);
      if (kept?.fresh) return answerOf(orgNo, kept);
      const asked = await ask(db, orgNo);
      if (!asked) return kept ? answerOf(orgNo, kept) : null;
      await db.query(
        `INSERT INTO peppol_receiver (org_no, is_registered, smp_url, accepts_invoice, accepts_credit_note, looked_up_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, now(), now() + make_interval(secs => $6))
         ON CONFLICT (org_no) DO UPDATE SET is_registered = excluded.is_registered, smp_url = excluded.smp_url,
           accepts_invoice = excluded.accepts_invoice, accepts_credit_note = excluded.accepts_credit_note,
           looked_up_at = excluded.looked_up_at, expires_at = excluded.expires_at`,
        [orgNo, asked.registered, asked.smpUrl, asked.invoice, asked.creditNote, keptSeconds(asked.ttl)],
      );
      return answerOf(orgNo, (await keptRow(db, orgNo))!);
    },
  };
}
