import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';

/**
 * Announces which read paths (`endPoint`s) a committed change affected, so every connected SPA
 * refreshes exactly those cached reads.
 */
export interface ChangeBus {
  publish(endPoints: readonly string[]): Promise<void>;
  subscribe(listener: (endPoints: readonly string[]) => void): () => void;
  close(): Promise<void>;
}

function emitterBus(onPublish: (endPoints: readonly string[], emit: (e: readonly string[]) => void) => Promise<void>, onClose = async () => {}) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const emit = (endPoints: readonly string[]) => emitter.emit('change', endPoints);
  const bus: ChangeBus = {
    publish: (endPoints) => (endPoints.length ? onPublish(endPoints, emit) : Promise.resolve()),
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    close: onClose,
  };
  return { bus, emit };
}

/** One process (the embedded database): changes go straight to this process's sockets. */
export function localChangeBus(): ChangeBus {
  return emitterBus(async (endPoints, emit) => emit(endPoints)).bus;
}

const CHANNEL = 'norlink_changes';

/** What travels on the channel: the endPoints, and which instance made the change. */
interface Notice {
  readonly from: string;
  readonly endPoints: readonly string[];
}

function readNotice(payload: string | undefined): Notice | null {
  try {
    const notice = JSON.parse(payload ?? '') as Partial<Notice>;
    const { from, endPoints } = notice;
    return typeof from === 'string' && Array.isArray(endPoints) && endPoints.every((e) => typeof e === 'string') ? { from, endPoints } : null;
  } catch {
    return null;
  }
}

/**
 * Several instances on one PostgreSQL: a change is NOTIFYed, and every other instance LISTENs and
 * tells its own subscribers, whichever instance made the change. The instance that made it tells
 * its own at once, before the NOTIFY: a read on that instance right after the change (the SPA
 * refreshing once its call succeeded) must not get an answer cached from before it.
 */
export async function postgresChangeBus(databaseUrl: string): Promise<ChangeBus> {
  const instance = randomUUID();
  const listener = new pg.Client({ connectionString: databaseUrl });
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const { bus, emit } = emitterBus(
    async (endPoints, emitHere) => {
      emitHere(endPoints);
      const notice: Notice = { from: instance, endPoints };
      await publisher.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(notice)]);
    },
    async () => {
      await listener.end();
      await publisher.end();
    },
  );
  await listener.connect();
  listener.on('notification', (message) => {
    if (message.channel !== CHANNEL) return;
    const notice = readNotice(message.payload);
    if (notice && notice.from !== instance) emit(notice.endPoints);
  });
  await listener.query(`LISTEN ${CHANNEL}`);
  return bus;
}
