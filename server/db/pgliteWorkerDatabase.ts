import { Worker } from 'node:worker_threads';
import { COPY_CSV, type CopyCsv } from './bulkLoad';
import type { Database, Queryable } from './database';

interface Reply {
  readonly id: number;
  readonly value?: unknown;
  readonly error?: { readonly message: string } & Record<string, unknown>;
}

/** The worker's error as an Error with the database's fields (code, detail, ...) on it again. */
function rebuiltError(error: NonNullable<Reply['error']>): Error {
  return Object.assign(new Error(error.message), error);
}

/**
 * PGlite on a worker thread, behind the same Database as PGlite in the thread (pgliteDatabase.ts).
 * PGlite runs PostgreSQL as WebAssembly on the thread that calls it, and a query holds that thread
 * until it is done: on the server's own thread, a 50 ms search held up every other request, even those
 * answered from a cache, and a 200 000-customer list could not be sent while the next batch was read.
 * On its own thread the database still runs one statement at a time, but the HTTP side keeps going.
 * The server uses this; tests use PGlite in the thread (quicker to start, same SQL).
 */
/**
 * A worker repeats its parent's --import and --require flags, so under tsx it would load the TypeScript loader
 * too and route every module of PGlite through it (0.4 s of a 1.6 s open). The worker is plain JavaScript.
 */
export function withoutTypeScriptLoader(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const flag = execArgv[i]!;
    if ((flag === '--import' || flag === '--require' || flag === '--loader') && /\btsx\b/.test(execArgv[i + 1] ?? '')) i++;
    else if (!/^--(import|require|loader)=.*\btsx\b/.test(flag)) kept.push(flag);
  }
  return kept;
}

/** The embedded database on its thread; it can also copy itself whole (a backup while the server runs). */
export interface PgliteWorkerDatabase extends Database {
  /** The data directory as PGlite's gzipped tar, consistent as of one moment (server/db/pgliteWorker.mjs). */
  dumpDataDir(): Promise<Uint8Array>;
}

export async function openPgliteInWorker(dataDir: string | undefined, onClose: () => void = () => undefined): Promise<PgliteWorkerDatabase> {
  const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), { workerData: { dataDir }, execArgv: withoutTypeScriptLoader(process.execArgv) });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let gone: Error | null = null;

  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (message: { ready?: true; failed?: Reply['error'] }) => {
      worker.off('error', reject);
      if (message.ready) resolve();
      else reject(rebuiltError(message.failed ?? { message: 'the database did not open' }));
    });
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });

  worker.on('message', ({ id, value, error }: Reply) => {
    const call = pending.get(id);
    if (!call) return;
    pending.delete(id);
    if (error) call.reject(rebuiltError(error));
    else call.resolve(value);
  });
  const failAll = (error: Error) => {
    gone = error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the database thread stopped (exit ${code})`)));

  function call<T>(message: Record<string, unknown>, id = nextId++): Promise<T> {
    if (gone) return Promise.reject(gone);
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  }

  function queryable(tx?: number): Queryable & { [COPY_CSV]: CopyCsv } {
    return {
      query: <Row extends object>(sql: string, params: readonly unknown[] = []) => call<Row[]>({ op: 'query', sql, params: [...params], tx }),
      exec: (sql: string) => call<void>({ op: 'exec', sql, tx }),
      [COPY_CSV]: (sql: string, body: string) => call<void>({ op: 'copy', sql, body, tx }),
    };
  }

  return {
    kind: 'pglite',
    ...queryable(),
    async transaction(work) {
      // The transaction is known by the id of the message that began it.
      const tx = nextId++;
      await call({ op: 'begin' }, tx);
      let result;
      try {
        result = await work(queryable(tx));
      } catch (error) {
        await call({ op: 'rollback', tx }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'commit', tx });
      return result;
    },
    dumpDataDir: () => call<Uint8Array>({ op: 'dump' }),
    // One statement runs at a time; the rest of the calls sent are waiting for it.
    stats: () => ({ connections: 1, idle: pending.size === 0 ? 1 : 0, waiting: Math.max(0, pending.size - 1) }),
    async close() {
      await call({ op: 'close' });
      await worker.terminate();
      onClose();
    },
  };
}
