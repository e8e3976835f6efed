import type { Queryable } from '../../db/database';
import { recordCall } from '../outsideCalls';

/**
 * Brønnøysundregistrene's open Enhetsregisteret API (https://data.brreg.no/enhetsregisteret/api), as its published
 * OpenAPI description documents it (a copy: tests/fixtures/outside/brreg/enhetsregisteret-openapi.json):
 * - GET /enheter/{orgnr}: 200 an Enhet, or for a deleted one a SlettetEnhet (respons_klasse, slettedato); 404
 *   unknown; 410 removed from the open data (GoneEnhet); 400 an invalid number (BadRequest).
 * - GET /oppdateringer/enheter?oppdateringsid=&size=: the change feed, HAL (_embedded.oppdaterteEnheter[] with
 *   oppdateringsid, dato, organisasjonsnummer, endringstype Ny|Endring|Sletting|Fjernet|Ukjent).
 */

export interface RegisterCompany {
  readonly orgNo: string;
  readonly name: string;
  readonly orgForm: string | null;
  readonly addressLine1: string | null;
  readonly postNo: string | null;
  readonly cityName: string | null;
  readonly isInCompanyRegister: boolean;
  readonly isInVatRegister: boolean;
  readonly isUnderLiquidation: boolean;
  readonly isUnderCompulsion: boolean;
  readonly isBankrupt: boolean;
  readonly deletedDate: string | null;
  readonly bankruptcyDate: string | null;
  readonly liquidationDate: string | null;
  readonly compulsionDate: string | null;
  readonly endorsements: readonly { readonly infotype?: string; readonly tekst?: string; readonly innfoertDato?: string }[];
}

export type RegisterAnswer =
  | { readonly kind: 'found'; readonly company: RegisterCompany }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'removed'; readonly deletedDate: string | null }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'unavailable'; readonly reason: string };

export interface FeedEntry {
  readonly updateId: number;
  readonly orgNo: string;
  readonly changeType: string;
  readonly publishedAt: string;
}

export interface EnhetsregisteretConfig {
  /** BRREG_URL, e.g. https://data.brreg.no/enhetsregisteret/api */
  readonly baseUrl: string;
  /** Each call gives up after this long (BRREG_TIMEOUT_MS). */
  readonly timeoutMs: number;
}

type Json = Record<string, unknown>;
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const flag = (value: unknown): boolean => value === true;

/** The earliest of the compulsory-dissolution dates the register gives. */
function compulsionDate(enhet: Json): string | null {
  const dates = [
    'tvangsavvikletPgaManglendeSlettingDato',
    'tvangsopplostPgaManglendeDagligLederDato',
    'tvangsopplostPgaManglendeRevisorDato',
    'tvangsopplostPgaManglendeRegnskapDato',
    'tvangsopplostPgaMangelfulltStyreDato',
  ]
    .map((key) => text(enhet[key]))
    .filter((d): d is string => d !== null)
    .sort();
  return dates[0] ?? null;
}

/** An Enhet or SlettetEnhet as the register documents it, read into the product's facts. */
export function companyFromEnhet(enhet: Json): RegisterCompany {
  const form = (enhet.organisasjonsform ?? {}) as Json;
  // The business address; an organisation without one (e.g. a sole trader at home) has its postal address.
  const address = ((enhet.forretningsadresse ?? enhet.postadresse ?? {}) as Json);
  const lines = Array.isArray(address.adresse) ? address.adresse.filter((line): line is string => typeof line === 'string' && line !== '') : [];
  const endorsements = Array.isArray(enhet.paategninger) ? (enhet.paategninger as RegisterCompany['endorsements']) : [];
  return {
    orgNo: String(enhet.organisasjonsnummer ?? ''),
    name: text(enhet.navn) ?? '',
    orgForm: text(form.kode),
    addressLine1: lines.length ? lines.join(', ') : null,
    postNo: text(address.postnummer),
    cityName: text(address.poststed),
    isInCompanyRegister: flag(enhet.registrertIForetaksregisteret),
    isInVatRegister: flag(enhet.registrertIMvaregisteret),
    isUnderLiquidation: flag(enhet.underAvvikling),
    isUnderCompulsion: flag(enhet.underTvangsavviklingEllerTvangsopplosning),
    isBankrupt: flag(enhet.konkurs),
    deletedDate: text(enhet.slettedato),
    bankruptcyDate: text(enhet.konkursdato),
    liquidationDate: text(enhet.underAvviklingDato),
    compulsionDate: compulsionDate(enhet),
    endorsements,
  };
}

/** The change feed's page read into entries (oppdateringsid ascending). */
export function feedEntries(page: Json): FeedEntry[] {
  const embedded = (page._embedded ?? {}) as Json;
  const list = Array.isArray(embedded.oppdaterteEnheter) ? (embedded.oppdaterteEnheter as Json[]) : [];
  return list
    .map((entry) => ({
      updateId: Number(entry.oppdateringsid),
      orgNo: String(entry.organisasjonsnummer ?? ''),
      changeType: String(entry.endringstype ?? 'Ukjent'),
      publishedAt: String(entry.dato ?? ''),
    }))
    .filter((entry) => Number.isSafeInteger(entry.updateId) && /^\d{9}$/.test(entry.orgNo))
    .sort((a, b) => a.updateId - b.updateId);
}

/** One GET with the time-out, recorded as an exchange. */
type Got = { readonly response: Response; readonly body: string; readonly startedAt: Date } | { readonly failed: string };

async function get(db: Queryable, config: EnhetsregisteretConfig, operation: string, url: string): Promise<Got> {
  const startedAt = new Date();
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(config.timeoutMs) });
    const body = await response.text();
    return { response, body, startedAt };
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `time-out after ${config.timeoutMs} ms` : error instanceof Error ? error.message : String(error);
    await recordCall(db, { party: 'brreg', operation, request: url, startedAt, outcome: 'unavailable', detail: reason });
    return { failed: reason };
  }
}

const trimmed = (url: string) => url.replace(/\/+$/, '');

/** GET /enheter/{orgnr}. */
export async function fetchEnhet(db: Queryable, config: EnhetsregisteretConfig, orgNo: string): Promise<RegisterAnswer> {
  const url = `${trimmed(config.baseUrl)}/enheter/${encodeURIComponent(orgNo)}`;
  const got = await get(db, config, 'hentEnhet', url);
  if ('failed' in got) return { kind: 'unavailable', reason: got.failed };
  const { response, body, startedAt } = got;
  const record = (outcome: string, detail?: string) =>
    recordCall(db, { party: 'brreg', operation: 'hentEnhet', request: url, startedAt, outcome, httpStatus: response.status, response: body, ...(detail ? { detail } : {}) });
  const json = (): Json | null => {
    try {
      return JSON.parse(body) as Json;
    } catch {
      return null;
    }
  };
  switch (response.status) {
    case 200: {
      const enhet = json();
      if (!enhet || String(enhet.organisasjonsnummer) !== orgNo) {
        await record('unavailable', 'answer not an Enhet of the number asked');
        return { kind: 'unavailable', reason: 'the register answered with something else' };
      }
      await record('found');
      return { kind: 'found', company: companyFromEnhet(enhet) };
    }
    case 404:
      await record('notFound');
      return { kind: 'notFound' };
    case 410:
      await record('removed');
      return { kind: 'removed', deletedDate: text(json()?.slettedato) };
    case 400:
      await record('invalid');
      return { kind: 'invalid' };
    default:
      await record('unavailable', `HTTP ${response.status}`);
      return { kind: 'unavailable', reason: `HTTP ${response.status}` };
  }
}

/** GET /oppdateringer/enheter from `fromUpdateId` (inclusive), `size` at a time; null when the register does not answer. */
export async function fetchFeedPage(
  db: Queryable,
  config: EnhetsregisteretConfig,
  from: { readonly updateId: number } | { readonly date: string },
  size: number,
): Promise<FeedEntry[] | null> {
  const query = 'updateId' in from ? `oppdateringsid=${from.updateId}` : `dato=${encodeURIComponent(from.date)}`;
  const url = `${trimmed(config.baseUrl)}/oppdateringer/enheter?${query}&size=${size}&sort=id,ASC`;
  const got = await get(db, config, 'hentOppdateringerForEnheter', url);
  if ('failed' in got) return null;
  const { response, body, startedAt } = got;
  let entries: FeedEntry[] | null = null;
  if (response.status === 200) {
    try {
      entries = feedEntries(JSON.parse(body) as Json);
    } catch {
      entries = null;
    }
  }
  await recordCall(db, {
    party: 'brreg',
    operation: 'hentOppdateringerForEnheter',
    request: url,
    startedAt,
    outcome: entries ? `${entries.length} entries` : 'unavailable',
    httpStatus: response.status,
    response: body,
  });
  return entries;
}
