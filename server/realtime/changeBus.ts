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

/**
 * Several instances on one PostgreSQL: a change is NOTIFYed, and every instance (this one
 * included) LISTENs and tells its own sockets, whichever instance made the change.
 */
export async function postgresChangeBus(databaseUrl: string): Promise<ChangeBus> {
  const listener = new pg.Client({ connectionString: databaseUrl });
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const { bus, emit } = emitterBus(
    async (endPoints) => {
      await publisher.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(endPoints)]);
    },
    async () => {
      await listener.end();
      await publisher.end();
    },
  );
  await listener.connect();
  listener.on('notification', (message) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    const endPoints: unknown = JSON.parse(message.payload);
    if (Array.isArray(endPoints) && endPoints.every((e) => typeof e === 'string')) emit(endPoints);
  });
  await listener.query(`LISTEN ${CHANNEL}`);
  return bus;
}
