import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInLegacyClient, signedInServiceClient, startListeningTestApp } from '../../../../tests/support/legacyAdapterServer';
import type { TestApp } from '../../../../tests/support/testApp';
import type { AdminPagesPort } from '../../../application/ports/adminPages.port';
import { ADMIN_TEXTS } from '../../../domain/settings/adminTexts';
import { fakeTokens, recordingNotifier } from '../shared/fakes';
import { createDataClient } from './dataClient';
import { httpAdminPages } from './httpAdminPages';

// Against the real server and database (no build system configured): the answers must pass the contract's response validators.
let server: TestApp;
let origin: string;
let admin: AdminPagesPort;
const notifier = recordingNotifier();

beforeAll(async () => {
  ({ server, origin } = await startListeningTestApp());
  const login = await server.sessions.login('teknisk', 'teknisk-demo', 'data');
  if (login?.audience !== 'data') throw new Error('teknisk could not log in');
  const data = createDataClient({ baseUrl: `${origin}/api/data`, notifier, tokens: fakeTokens(async () => false, login.accessToken) });
  admin = httpAdminPages(data, await signedInServiceClient(origin, notifier), await signedInLegacyClient(origin, notifier));
}, 240_000);
afterAll(() => server.close());

describe('httpAdminPages against the reference server', () => {
  it('reads branches and build projects; a start without a build system answers its Norwegian reason', async () => {
    expect((await admin.branches().fetch()).map((branch) => branch.branchName)).toContain('main');
    const projects = await admin.buildProjects().fetch();
    expect(projects.find((project) => project.project === 'norlink-legacy-api')).toMatchObject({ status: 'IN_PROGRESS', endTime: null, deployStatus: null });
    expect(await admin.startBuild('norlink-api')).toEqual({ started: false, message: ADMIN_TEXTS.buildNotConfigured });
  });

  it('reads the prices in øre and saves one', async () => {
    const [group] = await admin.prices().fetch();
    const [price] = group!.prices;
    await admin.updatePrices([{ id: price!.id, serviceType: group!.serviceType, price: 4_175 }]);
    const [after] = await admin.prices().fetch();
    expect(after!.prices[0]!.price).toBe(4_175);
  });

  it('reads a journal number’s posts in øre, deletes them with their count, reads the deletion back and restores it, and answers null for an unknown client', async () => {
    const [post] = await server.db.query<{ client_id: number; jour_nr: number; amount: number }>(
      'SELECT client_id, jour_nr::int AS jour_nr, amount_ore::int AS amount FROM post ORDER BY id LIMIT 1',
    );
    const posts = await admin.ledgerPosts(post!.client_id, post!.jour_nr).fetch();
    expect(posts!.map((line) => line.amount)).toContain(post!.amount);
    expect(await admin.deletePosts(post!.client_id, post!.jour_nr)).toBe(posts!.length);
    expect(await admin.ledgerPosts(post!.client_id, post!.jour_nr).fetch()).toEqual([]);
    const [deletion] = (await admin.deletions(post!.client_id).fetch())!;
    expect(deletion).toMatchObject({ restored: false, posts: posts!.map((line) => ({ ...line, journalNr: post!.jour_nr })) });
    expect(deletion!.at).toBeInstanceOf(Date);
    expect(await admin.restoreDeletion(post!.client_id, deletion!.auditEventId)).toBe(posts!.length);
    expect(await admin.ledgerPosts(post!.client_id, post!.jour_nr).fetch()).toEqual(posts);
    expect((await admin.deletions(post!.client_id).fetch())![0]!.restored).toBe(true);
    expect(await admin.ledgerPosts(2_147_483_647, 1).fetch()).toBeNull();
    expect(notifier.notices.filter((notice) => !notice.detail?.includes('503'))).toEqual([]);
  });
});
