import { describe, expect, it } from 'vitest';
import type { StoredSession } from '../../application/ports/sessionStore.port';
import { MemoryStorage } from '../../../tests/support/memoryStorage';
import { sessionStorageStore } from './sessionStorageStore';

const session: StoredSession = {
  refreshToken: 'r',
  legacyToken: 'l',
  serviceToken: null,
  expiresAt: '2026-11-22T20:00:00.000Z',
  selectedBases: [1],
  profile: { userId: 1, name: 'Tora', email: 't@x.no', roles: [], bases: [1, 2] },
};

describe('sessionStorageStore', () => {
  it('keeps a session across a reload of the tab, and forgets it on clear', () => {
    const storage = new MemoryStorage();
    sessionStorageStore(storage).save(session);
    expect(sessionStorageStore(storage).load()).toEqual(session);
    sessionStorageStore(storage).clear();
    expect(sessionStorageStore(storage).load()).toBeNull();
  });

  it.each(['not json', '{"legacyToken": 5}', 'null', JSON.stringify({ ...session, profile: { name: 'x' } })])(
    'treats a damaged entry %j as no session',
    (raw) => {
      const storage = new MemoryStorage();
      storage.setItem('norlink.session', raw);
      expect(sessionStorageStore(storage).load()).toBeNull();
    },
  );
});
