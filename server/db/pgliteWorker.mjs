// The embedded database on a thread of its own (server/db/pgliteWorkerDatabase.ts is the other side).
// Plain JavaScript: a worker thread does not inherit the TypeScript loader under every runner (tsx, vitest).
//
// Messages in:  { id, op: 'query' | 'exec' | 'copy' | 'begin' | 'commit' | 'rollback' | 'dump' | 'close', tx?, sql?, params?, body? }
// Messages out: { ready: true } once open, { failed } if it cannot open, then { id, value } or { id, error } per message.
import { promisify } from 'node:util';
import { parentPort, workerData } from 'node:worker_threads';
import { gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The error's own fields too (code, detail, ...), which a structured clone of an Error would drop. */
function plainError(error) {
  const fields = {};
  if (error && typeof error === 'object') for (const [key, value] of Object.entries(error)) if (typeof value !== 'object' || value === null) fields[key] = value;
  return { ...fields, message: error instanceof Error ? error.message : String(error), name: error instanceof Error ? error.name : 'Error' };
}

const answer = (id, value) => parentPort.postMessage({ id, value });
const fail = (id, error) => parentPort.postMessage({ id, error: plainError(error) });

async function run(target, message) {
  switch (message.op) {
    case 'query':
      return (await target.query(message.sql, message.params ?? [])).rows;
    case 'exec':
      await target.exec(message.sql);
      return undefined;
    case 'copy':
      // COPY ... FROM '/dev/blob': the seed's bulk load (server/db/bulkLoad.ts).
      await target.query(message.sql, [], { blob: new Blob([message.body]) });
      return undefined;
    default:
      throw new Error(`unknown database operation ${message.op}`);
  }
}

/** Open transactions by id: the statements of each wait in its inbox until the transaction runs them. */
const transactions = new Map();

class Rollback extends Error {}

function begin(db, id) {
  const inbox = [];
  let wake = null;
  const next = () => (inbox.length ? Promise.resolve(inbox.shift()) : new Promise((resolve) => (wake = resolve)));
  transactions.set(id, (message) => {
    if (wake) {
      const resolve = wake;
      wake = null;
      resolve(message);
    } else inbox.push(message);
  });
  let ending = null;
  db.transaction(async (tx) => {
    answer(id, undefined);
    for (;;) {
      const message = await next();
      if (message.op === 'commit' || message.op === 'rollback') {
        ending = message;
        transactions.delete(id);
        if (message.op === 'rollback') throw new Rollback();
        return;
      }
      try {
        answer(message.id, await run(tx, message));
      } catch (error) {
        fail(message.id, error);
      }
    }
  }).then(
    () => answer(ending.id, undefined),
    (error) => {
      transactions.delete(id);
      if (error instanceof Rollback) answer(ending.id, undefined);
      else if (ending) fail(ending.id, error);
      else fail(id, error);
    },
  );
}

const gzipped = promisify(gzip);

/**
 * The data directory as a gzipped tar (PGlite's dumpDataDir), for `npm run backup` while the server runs.
 * Taken inside a transaction of its own: PGlite runs one transaction at a time, so none is half done in the
 * copy, and the CHECKPOINT first writes every committed change into the files, so the copy opens without
 * recovery. It is the database as of that moment; the server's other statements wait while the files are
 * read, not while they are compressed (zlib's own threads, after the transaction).
 */
async function dump(db, id) {
  try {
    const tar = await db.transaction(async (tx) => {
      await tx.exec('CHECKPOINT');
      return new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
    });
    const compressed = await gzipped(tar);
    // Handed over without a copy, unless zlib's buffer shares its memory with others (Node's pool).
    const whole = compressed.byteOffset === 0 && compressed.byteLength === compressed.buffer.byteLength;
    const bytes = whole ? new Uint8Array(compressed.buffer) : new Uint8Array(compressed);
    parentPort.postMessage({ id, value: bytes }, [bytes.buffer]);
  } catch (error) {
    fail(id, error);
  }
}

let db;
try {
  db = workerData.dataDir === undefined ? await PGlite.create({ extensions: { pg_trgm } }) : await PGlite.create(workerData.dataDir, { extensions: { pg_trgm } });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ failed: plainError(error) });
}

parentPort.on('message', async (message) => {
  if (message.tx !== undefined) {
    const deliver = transactions.get(message.tx);
    if (deliver) deliver(message);
    else fail(message.id, new Error('the transaction has ended'));
    return;
  }
  if (message.op === 'begin') return begin(db, message.id);
  if (message.op === 'dump') return dump(db, message.id);
  if (message.op === 'close') {
    try {
      await db.close();
      answer(message.id, undefined);
    } catch (error) {
      fail(message.id, error);
    }
    return;
  }
  try {
    answer(message.id, await run(db, message));
  } catch (error) {
    fail(message.id, error);
  }
});
