import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../server/db/database';
import type { OpenInvoices } from '../fixtures/openInvoices';

/** The legacy API's session token of a demo officer (the payment registration is a legacy operation). */
export async function legacyToken(baseUrl: string, user = 'teknisk', password = 'teknisk-demo'): Promise<string> {
  const response = await fetch(`${baseUrl}/api/legacy/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user, password }),
  });
  if (response.status !== 200) throw new Error(`login as ${user} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export interface PaymentWriter {
  /** Idempotency keys in the order their requests were sent. */
  readonly attempted: readonly string[];
  /** Keys whose registration was answered 201: written, as far as the officer knows. */
  readonly acknowledged: readonly string[];
  /** Every answer that was not a 201 (or no answer), with what it was. */
  readonly failures: readonly { readonly key: string; readonly what: string; readonly at: number }[];
  /** Stops sending and waits for the requests in flight. */
  stop(): Promise<void>;
}

/** A bank date the server takes: a few days back (never in the future, whatever the time zone). */
export function pastBankDate(now = Date.now()): string {
  return new Date(now - 3 * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Officers registering payments of 0,01 kr, each with its own idempotency key, one after the other per
 * connection (`connections` of them), against the fixture's open invoices (1 327,00 kr each: room for
 * 132 700 payments apiece). A real write through the whole server: a payment row, its allocation, its
 * ledger post, the invoice's rest and an audit record, in one transaction.
 */
export function startPaymentWriter(options: {
  baseUrl: () => string;
  token: string;
  open: OpenInvoices;
  connections?: number;
  /** Pause between two writes of one connection. */
  pauseMs?: number;
  timeoutMs?: number;
}): PaymentWriter {
  const attempted: string[] = [];
  const acknowledged: string[] = [];
  const failures: { key: string; what: string; at: number }[] = [];
  let stopped = false;
  let next = 0;
  const bankDate = pastBankDate();

  async function one(): Promise<void> {
    const key = randomUUID();
    const invoice = options.open.invoiceIds[next++ % options.open.invoiceIds.length]!;
    attempted.push(key);
    try {
      const response = await fetch(`${options.baseUrl()}/api/legacy/Payment/Register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-session-token': options.token },
        body: JSON.stringify({
          idempotencyKey: key,
          clientId: options.open.clientId,
          customerId: options.open.customerId,
          amount: 0.01,
          paymentCode: 'DIR',
          currencyCode: 'NOK',
          bankDate,
          allocations: [{ entryId: invoice, allocatedInvoicePart: 0.01, allocatedInterestPart: 0, allocatedFeePart: 0 }],
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
      const text = await response.text();
      if (response.status === 201) acknowledged.push(key);
      else failures.push({ key, what: `${response.status} ${text.slice(0, 200)}`, at: Date.now() });
    } catch (error) {
      failures.push({ key, what: error instanceof Error ? `${error.name}: ${error.message}` : String(error), at: Date.now() });
    }
  }

  const loops = Array.from({ length: options.connections ?? 1 }, async () => {
    while (!stopped) {
      await one();
      if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  });
  return {
    attempted,
    acknowledged,
    failures,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** The keys among `keys` that have no payment in the database: acknowledged writes that were lost. */
export async function missingPayments(db: Queryable, keys: readonly string[]): Promise<string[]> {
  const present = await db.query<{ key: string }>('SELECT idempotency_key::text AS key FROM payment WHERE idempotency_key = ANY($1::uuid[])', [keys]);
  const found = new Set(present.map((row) => row.key));
  return keys.filter((key) => !found.has(key));
}
