import fs from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../../db/database';
import { recordCall } from '../outsideCalls';
import type { OutsideConfig } from '../outsideConfig';

/**
 * The access point EHF documents are handed to, in their SBDH envelope, keyed by the envelope's InstanceIdentifier:
 *
 * - a drop directory (AP_OUTBOX_DIR), the form open-source access points pick files up from: the envelope is
 *   written as a hidden temporary file first (`.{instance}.xml.tmp`, which a picker ignores) and renamed to
 *   `{instance}.xml` when handed over, so a file is either whole or absent; the access point writes its receipt as
 *   `{instance}.json` ({ "status": "DELIVERED" | "FAILED", "reason"?, "transmissionId"? }) in AP_RECEIPT_DIR and the
 *   documents it receives for us (SBDH, e.g. Invoice Responses) as *.xml in AP_INBOX_DIR;
 * - an HTTP endpoint (AP_URL): PUT {AP_URL}/messages/{instance} with the envelope (idempotent: the same instance
 *   twice is one message), GET {AP_URL}/messages/{instance} for its status (404: not there), GET {AP_URL}/inbox
 *   for the received documents' ids, GET and DELETE {AP_URL}/inbox/{id} for each; AP_TOKEN as bearer token.
 */
export interface AccessPointReceipt {
  readonly status: 'DELIVERED' | 'FAILED';
  readonly reason: string | null;
}

export interface AccessPoint {
  readonly kind: 'directory' | 'http';
  /** Before the hand-over is committed (directory: the temporary file). */
  prepare(instanceId: string, sbdh: string): Promise<void>;
  /** Gives the access point the envelope; safe to repeat. */
  handOver(instanceId: string, sbdh: string): Promise<void>;
  /** The outcome so far: a receipt, null while none, 'missing' when the access point does not have the message. */
  receipt(instanceId: string): Promise<AccessPointReceipt | null | 'missing'>;
  /** Documents received for us, oldest first. */
  inbound(): Promise<{ readonly key: string; readonly xml: string }[]>;
  /** A received document is kept (committed): not given again. */
  acknowledge(key: string): Promise<void>;
}

const SAFE = /^[0-9a-f-]{36}$/;
const checked = (instanceId: string) => {
  if (!SAFE.test(instanceId)) throw new Error(`not an instance identifier: ${instanceId}`);
  return instanceId;
};

function receiptOf(json: unknown): AccessPointReceipt | null {
  const body = (json ?? {}) as { status?: unknown; reason?: unknown };
  if (body.status === 'DELIVERED' || body.status === 'FAILED') return { status: body.status, reason: typeof body.reason === 'string' ? body.reason : null };
  return null;
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

export function directoryAccessPoint(db: Queryable, dirs: { outbox: string; receipts: string; inbox: string }): AccessPoint {
  const record = (operation: string, request: string, outcome: string, response?: string) =>
    recordCall(db, { party: 'peppol-ap', operation, request, startedAt: new Date(), outcome, ...(response === undefined ? {} : { response }) });
  return {
    kind: 'directory',
    async prepare(instanceId, sbdh) {
      await fs.mkdir(dirs.outbox, { recursive: true });
      const file = await fs.open(path.join(dirs.outbox, `.${checked(instanceId)}.xml.tmp`), 'w');
      try {
        await file.writeFile(sbdh, 'utf8');
        await file.sync();
      } finally {
        await file.close();
      }
    },
    async handOver(instanceId, sbdh) {
      const temporary = path.join(dirs.outbox, `.${checked(instanceId)}.xml.tmp`);
      const final = path.join(dirs.outbox, `${instanceId}.xml`);
      // Once renamed, the access point may have picked the file up already: never written again.
      if (!(await exists(temporary))) return;
      await fs.rename(temporary, final);
      await record('drop', final, 'handed over', sbdh);
    },
    async receipt(instanceId) {
      const file = path.join(dirs.receipts, `${checked(instanceId)}.json`);
      let text: string;
      try {
        text = await fs.readFile(file, 'utf8');
      } catch {
        return null;
      }
      await record('receipt', file, 'read', text);
      try {
        return receiptOf(JSON.parse(text));
      } catch {
        return null;
      }
    },
    async inbound() {
      const names = await fs.readdir(dirs.inbox).catch(() => [] as string[]);
      const documents = [];
      for (const name of names.filter((n) => n.endsWith('.xml') && !n.startsWith('.')).sort()) {
        documents.push({ key: name, xml: await fs.readFile(path.join(dirs.inbox, name), 'utf8') });
      }
      return documents;
    },
    async acknowledge(key) {
      const processed = path.join(dirs.inbox, 'processed');
      await fs.mkdir(processed, { recursive: true });
      await fs.rename(path.join(dirs.inbox, path.basename(key)), path.join(processed, path.basename(key)));
      await record('inbound', path.join(dirs.inbox, key), 'kept');
    },
  };
}

export function httpAccessPoint(db: Queryable, options: { url: string; token: string | undefined; timeoutMs: number }): AccessPoint {
  const base = options.url.replace(/\/+$/, '');
  const headers = (extra: Record<string, string> = {}) => ({ ...extra, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) });
  async function call(operation: string, method: string, url: string, body?: string): Promise<{ status: number; text: string }> {
    const startedAt = new Date();
    try {
      const response = await fetch(url, {
        method,
        headers: headers(body === undefined ? {} : { 'content-type': 'application/xml' }),
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const text = await response.text();
      await recordCall(db, { party: 'peppol-ap', operation, request: `${method} ${url}`, startedAt, outcome: `HTTP ${response.status}`, httpStatus: response.status, response: body ?? text });
      return { status: response.status, text };
    } catch (error) {
      await recordCall(db, { party: 'peppol-ap', operation, request: `${method} ${url}`, startedAt, outcome: 'unavailable', detail: (error as Error).message });
      throw error;
    }
  }
  return {
    kind: 'http',
    async prepare() {},
    async handOver(instanceId, sbdh) {
      const { status, text } = await call('put', 'PUT', `${base}/messages/${checked(instanceId)}`, sbdh);
      if (status < 200 || status > 299) throw new Error(`the access point answered ${status}: ${text.slice(0, 200)}`);
    },
    async receipt(instanceId) {
      const { status, text } = await call('status', 'GET', `${base}/messages/${checked(instanceId)}`);
      if (status === 404) return 'missing';
      if (status !== 200) throw new Error(`the access point answered ${status}`);
      return receiptOf(JSON.parse(text));
    },
    async inbound() {
      const { status, text } = await call('inbox', 'GET', `${base}/inbox`);
      if (status !== 200) throw new Error(`the access point answered ${status}`);
      const ids = ((JSON.parse(text) as { documents?: { id?: unknown }[] }).documents ?? []).map((d) => String(d.id ?? '')).filter((id) => /^[\w.-]{1,200}$/.test(id));
      const documents = [];
      for (const id of ids) {
        const document = await call('inbound', 'GET', `${base}/inbox/${encodeURIComponent(id)}`);
        if (document.status === 200) documents.push({ key: id, xml: document.text });
      }
      return documents;
    },
    async acknowledge(key) {
      await call('acknowledge', 'DELETE', `${base}/inbox/${encodeURIComponent(key)}`);
    },
  };
}

/** The configured access point, or null: EHF documents then stay in the network outbox. */
export function accessPointFrom(db: Queryable, config: OutsideConfig): AccessPoint | null {
  if (config.apOutboxDir) return directoryAccessPoint(db, { outbox: config.apOutboxDir, receipts: config.apReceiptDir!, inbox: config.apInboxDir! });
  if (config.apUrl) return httpAccessPoint(db, { url: config.apUrl, token: config.apToken, timeoutMs: config.apTimeoutMs });
  return null;
}
