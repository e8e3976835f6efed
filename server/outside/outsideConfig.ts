/**
 * Configuration of the outside parties (README: Configuration), all from the environment. Unset, each has its
 * embedded default: the seeded company register, the ELMA table, EHF documents kept in the network outbox.
 */
export interface OutsideConfig {
  /** BRREG_URL: Enhetsregisteret's open API, e.g. https://data.brreg.no/enhetsregisteret/api */
  readonly brregUrl: string | undefined;
  /** BRREG_TIMEOUT_MS (default 3000): a lookup gives up after this long and answers from what it kept. */
  readonly brregTimeoutMs: number;
  /** BRREG_CACHE_SECONDS (default 86400): a kept answer younger than this is given without asking. */
  readonly brregCacheSeconds: number;
  /** PEPPOL_SML_ZONE: the SML's DNS zone, e.g. participant.sml.prod.tech.peppol.org */
  readonly peppolSmlZone: string | undefined;
  /** PEPPOL_DNS_SERVERS: resolvers to ask (host:port, comma-separated); default the system's. */
  readonly peppolDnsServers: readonly string[];
  /** PEPPOL_TIMEOUT_MS (default 3000): per DNS or SMP call. */
  readonly peppolTimeoutMs: number;
  /** AP_OUTBOX_DIR: the access point's drop directory (receipts in AP_RECEIPT_DIR, received documents in AP_INBOX_DIR). */
  readonly apOutboxDir: string | undefined;
  readonly apReceiptDir: string | undefined;
  readonly apInboxDir: string | undefined;
  /** AP_URL: the access point's HTTP endpoint (PUT messages/{instance}); AP_TOKEN its bearer token. */
  readonly apUrl: string | undefined;
  readonly apToken: string | undefined;
  /** AP_TIMEOUT_MS (default 10000). */
  readonly apTimeoutMs: number;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number (1 or more), not "${value}"`);
  return number;
}

const set = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

export function loadOutsideConfig(env: NodeJS.ProcessEnv): OutsideConfig {
  const apOutboxDir = set(env.AP_OUTBOX_DIR);
  const apUrl = set(env.AP_URL);
  if (apOutboxDir && apUrl) throw new Error('Set AP_OUTBOX_DIR or AP_URL, not both: the access point is reached one way');
  const brregUrl = set(env.BRREG_URL);
  if (brregUrl && !/^https?:\/\//.test(brregUrl)) throw new Error(`BRREG_URL must be an http(s) URL, not "${brregUrl}"`);
  if (apUrl && !/^https?:\/\//.test(apUrl)) throw new Error(`AP_URL must be an http(s) URL, not "${apUrl}"`);
  return {
    brregUrl,
    brregTimeoutMs: positiveInteger(env, 'BRREG_TIMEOUT_MS', 3000),
    brregCacheSeconds: positiveInteger(env, 'BRREG_CACHE_SECONDS', 86_400),
    peppolSmlZone: set(env.PEPPOL_SML_ZONE)?.replace(/\.$/, ''),
    peppolDnsServers: (set(env.PEPPOL_DNS_SERVERS) ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    peppolTimeoutMs: positiveInteger(env, 'PEPPOL_TIMEOUT_MS', 3000),
    apOutboxDir,
    apReceiptDir: set(env.AP_RECEIPT_DIR) ?? (apOutboxDir ? `${apOutboxDir}/receipts` : undefined),
    apInboxDir: set(env.AP_INBOX_DIR) ?? (apOutboxDir ? `${apOutboxDir}/inbox` : undefined),
    apUrl,
    apToken: set(env.AP_TOKEN),
    apTimeoutMs: positiveInteger(env, 'AP_TIMEOUT_MS', 10_000),
  };
}

/** Everything unset: the embedded defaults. */
export const EMBEDDED_OUTSIDE_CONFIG: OutsideConfig = loadOutsideConfig({});
