import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { bind, readOf, renderPage } from '../../../tests/support/pageHarness';
import { signedInSession } from '../../../tests/support/signedInSession';
import type { AdminPagesPort, LedgerPostLine, ServicePrices } from '../../application/ports/adminPages.port';
import { TOKENS } from '../../composition/tokens';
import { normalizeAmountText } from '../../domain/money/formatAmount';
import { ADMIN_TEXTS } from '../../domain/settings/adminTexts';
import { AdminIndexPage, BranchesPage, BuildProjectsPage, PricesPage } from './AdminPages';
import { DeletePostsPage } from './DeletePostsPage';

const POSTS: LedgerPostLine[] = [
  { id: 1, clientId: 1001, customerNr: 30001, customerName: 'Betaler AS', text: 'Innbetaling KID', journalDate: '2026-11-20', amount: -132_700, tag: 'OCR' },
  { id: 2, clientId: 1001, customerNr: 30001, customerName: 'Betaler AS', text: 'Innbetaling KID', journalDate: '2026-11-20', amount: -50_000, tag: 'OCR' },
];

const PRICES: ServicePrices[] = [
  { serviceType: 'INVOICE', serviceName: 'Faktura', prices: [{ id: 7, productCode: 'PAPER', productText: 'Papir', price: 3600 }] },
];

interface Calls {
  started: string[];
  saved: unknown[];
  deleted: [number, number][];
  restored: number[];
}

function fakeAdmin(calls: Calls, options: { startAnswer?: Awaited<ReturnType<AdminPagesPort['startBuild']>>; deleteFails?: boolean; saveFails?: boolean } = {}): AdminPagesPort {
  let posts = [...POSTS];
  let deleted: LedgerPostLine[] = [];
  let restored = false;
  return {
    branches: () => readOf('data', 'aws/norlink/branches', () => [{ branchName: 'main', branchUrl: 'https://main.example.no', createTime: '2026-01-01T08:00:00Z', updateTime: '2026-11-20T14:00:00Z' }]),
    buildProjects: () =>
      readOf('data', 'aws/codebuild/projects', () => [
        { project: 'norlink-api', status: 'SUCCEEDED', startTime: null, endTime: null, deployStatus: 'SUCCESSFUL', deployStart: null, deployEnd: null, hyperlink: 'https://aws.example/x' },
      ]),
    startBuild: async (project) => {
      calls.started.push(project);
      return options.startAnswer ?? { started: true };
    },
    prices: () => readOf('service', 'onboarding/products', () => PRICES),
    updatePrices: async (prices) => {
      calls.saved.push(prices);
      if (options.saveFails) throw new Error('500');
    },
    ledgerPosts: (clientId, journalNr) => readOf('legacy', `Client/${clientId}/Posts/${journalNr}`, () => (clientId === 1001 && journalNr === 5000 ? posts : clientId === 1001 ? [] : null)),
    deletePosts: async (clientId, journalNr) => {
      calls.deleted.push([clientId, journalNr]);
      if (options.deleteFails) throw new Error('500');
      const n = posts.length;
      deleted = posts;
      posts = [];
      return n;
    },
    deletions: (clientId) =>
      readOf('legacy', `Client/${clientId}/PostDeletions`, () =>
        deleted.length === 0 ? [] : [{ auditEventId: 77, at: new Date('2026-11-25T12:00:00Z'), restored, posts: deleted.map((post) => ({ ...post, journalNr: 5000 })) }],
      ),
    restoreDeletion: async (_clientId, auditEventId) => {
      calls.restored.push(auditEventId);
      posts = deleted;
      restored = true;
      return posts.length;
    },
  };
}

const newCalls = (): Calls => ({ started: [], saved: [], deleted: [], restored: [] });

async function render(page: ReactElement, path: string, roles: string[], admin: AdminPagesPort, initialEntry = path) {
  return renderPage(page, { path, initialEntry, bindings: [bind(TOKENS.Session, await signedInSession(roles)), bind(TOKENS.AdminPages, admin)] });
}

describe('/settings/admin/ and its pages (part 2 §2.8, §6)', () => {
  it.each([
    [['Technical'], ['Aktiv branch', 'Priser på hjemmeside', 'AWS']],
    [['Executive'], ['Priser på hjemmeside']],
  ])('the admin index shows %j the links its roles may use', async (roles, links) => {
    await render(<AdminIndexPage />, '/settings/admin', roles, fakeAdmin(newCalls()));
    expect(within(screen.getByRole('list', { name: 'Adminsider' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(links);
  });

  it('an officer with no role reads that the pages are not for them, and nothing is started or saved', async () => {
    const calls = newCalls();
    for (const [page, path] of [
      [<AdminIndexPage key="i" />, '/settings/admin'],
      [<BranchesPage key="b" />, '/settings/admin/branches'],
      [<BuildProjectsPage key="a" />, '/settings/admin/aws'],
      [<PricesPage key="p" />, '/settings/admin/prices'],
      [<DeletePostsPage key="d" />, '/settings/corrections/delete-payments'],
    ] as const) {
      await render(page, path, [], fakeAdmin(calls));
      expect(await screen.findByText(ADMIN_TEXTS.noPermission)).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
      cleanup();
    }
    expect(calls).toEqual(newCalls());
  });

  it('Aktiv branch lists branchName, branchUrl and the times', async () => {
    await render(<BranchesPage />, '/settings/admin/branches', ['Technical'], fakeAdmin(newCalls()));
    const table = await screen.findByRole('table', { name: 'Brancher' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['main', 'https://main.example.no', '01.01.2026 09:00', '20.11.2026 15:00']);
  });

  it('AWS starts a project and says so; when no build system is configured it shows the server’s words', async () => {
    const calls = newCalls();
    await render(<BuildProjectsPage />, '/settings/admin/aws', ['Technical'], fakeAdmin(calls));
    const [, row] = within(await screen.findByRole('table', { name: 'Byggeprosjekter' })).getAllByRole('row');
    // The statuses in Norwegian, not SUCCEEDED / SUCCESSFUL (issue 43).
    expect(within(row!).getByText('Fullført')).toBeTruthy();
    expect(within(row!).getByText('Vellykket')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Start bygg av norlink-api' }));
    expect(await screen.findByText('Bygg startet for norlink-api')).toBeTruthy();
    expect(calls.started).toEqual(['norlink-api']);
    cleanup();
    await render(<BuildProjectsPage />, '/settings/admin/aws', ['Technical'], fakeAdmin(calls, { startAnswer: { started: false, message: ADMIN_TEXTS.buildNotConfigured } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Start bygg av norlink-api' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_TEXTS.buildNotConfigured);
  });

  it('Priser saves the edited price in øre and answers Oppdatert priser; a bad amount is refused on the field; a failure says En feil oppstod', async () => {
    const calls = newCalls();
    await render(<PricesPage />, '/settings/admin/prices', ['Executive'], fakeAdmin(calls));
    const field = await screen.findByRole('textbox', { name: 'Pris for Faktura Papir' });
    expect(normalizeAmountText((field as HTMLInputElement).value)).toBe('36,00');
    await userEvent.clear(field);
    await userEvent.type(field, '12,345');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre priser' }));
    expect(await screen.findByText('Beløpet kan ikke ha mer enn to desimaler')).toBeTruthy();
    expect(calls.saved).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, '39,50');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre priser' }));
    expect(await screen.findByText(ADMIN_TEXTS.pricesUpdated)).toBeTruthy();
    expect(calls.saved).toEqual([[{ id: 7, serviceType: 'INVOICE', price: 3950 }]]);
    cleanup();
    await render(<PricesPage />, '/settings/admin/prices', ['Technical'], fakeAdmin(calls, { saveFails: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Lagre priser' }));
    expect(await screen.findByText(ADMIN_TEXTS.anErrorOccurred)).toBeTruthy();
  });
});

describe('/settings/corrections/delete-payments (Slett enkeltposter, Technical only)', () => {
  it('needs both numbers before it looks anything up', async () => {
    await render(<DeletePostsPage />, '/settings/corrections/delete-payments', ['Technical'], fakeAdmin(newCalls()));
    await userEvent.click(await screen.findByRole('button', { name: 'Vis poster' }));
    expect(await screen.findAllByText('Må fylles ut')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the posts of the journal number, deletes them after asking and answers {n} post(er) slettet', async () => {
    const calls = newCalls();
    await render(<DeletePostsPage />, '/settings/corrections/delete-payments', ['Technical'], fakeAdmin(calls));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Klientnr' }), '1001');
    await userEvent.type(screen.getByRole('textbox', { name: 'Bilagsnr' }), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Vis poster' }));
    const table = await screen.findByRole('table', { name: 'Poster med bilagsnr 5000' });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((cell) => normalizeAmountText(cell.textContent ?? ''))).toEqual([
      '1001', '30001', 'Betaler AS', 'Innbetaling KID', '20.11.2026', '-1 327,00', 'OCR',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Slett poster' }));
    expect(calls.deleted).toEqual([]);
    expect(screen.getByText('Slette 2 post(er) med bilagsnr 5000 for klient 1001?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Bekreft sletting' }));
    expect(await screen.findByText('2 post(er) slettet')).toBeTruthy();
    expect(calls.deleted).toEqual([[1001, 5000]]);
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Poster med bilagsnr 5000' })).toBeNull());
    expect(screen.getByText('Ingen poster funnet')).toBeTruthy();

    // Read back from the audit record and undone.
    const deletions = await screen.findByRole('table', { name: 'Slettede poster for klient 1001' });
    const [, deletion] = within(deletions).getAllByRole('row');
    expect(within(deletion!).getAllByRole('cell').slice(0, 4).map((cell) => normalizeAmountText(cell.textContent ?? ''))).toEqual([
      '25.11.2026 13:00', '5000', '2', '-1 827,00',
    ]);
    await userEvent.click(within(deletion!).getByRole('button', { name: 'Gjenopprett sletting 77' }));
    expect(await screen.findByText('2 post(er) gjenopprettet')).toBeTruthy();
    expect(calls.restored).toEqual([77]);
    expect(await screen.findByRole('table', { name: 'Poster med bilagsnr 5000' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Slettede poster for klient 1001' })).getByText('Gjenopprettet')).toBeTruthy();
  });

  it('a failed deletion says Noe gikk galt; an unknown client says so', async () => {
    await render(<DeletePostsPage />, '/settings/corrections/delete-payments', ['Technical'], fakeAdmin(newCalls(), { deleteFails: true }), '/settings/corrections/delete-payments?clientId=1001&journalNr=5000');
    await userEvent.click(await screen.findByRole('button', { name: 'Slett poster' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bekreft sletting' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_TEXTS.somethingWrong);
  });

  it('an unknown client reads Klient ikke funnet', async () => {
    await render(<DeletePostsPage />, '/settings/corrections/delete-payments', ['Technical'], fakeAdmin(newCalls()), '/settings/corrections/delete-payments?clientId=9&journalNr=1');
    expect(await screen.findByText(ADMIN_TEXTS.clientNotFound)).toBeTruthy();
  });
});
