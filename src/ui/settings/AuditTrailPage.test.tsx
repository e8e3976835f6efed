import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bind, readOf, renderPage } from '../../../tests/support/pageHarness';
import { signedInSession } from '../../../tests/support/signedInSession';
import type { AuditEvent, AuditTrailPort } from '../../application/ports/auditTrail.port';
import type { FileSaverPort } from '../../application/ports/fileSaver.port';
import { TOKENS } from '../../composition/tokens';
import { NO_PERMISSION_PAGE } from '../../domain/permissions/roles';
import { AuditTrailLinks } from '../common/AuditTrailLinks';
import { AuditTrailPage } from './AuditTrailPage';

const EVENT: AuditEvent = {
  id: 9,
  at: new Date('2026-11-20T09:05:00Z'),
  officerName: 'Tora Teknisk',
  api: 'legacy',
  operation: 'registerPayment',
  clientIds: [1951],
  customerIds: [40],
  invoiceIds: [700, 701],
  otherIds: { payment: [5] },
  moved: -142_700,
};

function fakeTrail(events: AuditEvent[], asked: unknown[][] = []): AuditTrailPort {
  return {
    page: (subject, id, page, size) =>
      readOf('data', `audit/${subject}/${id}`, () => {
        asked.push([subject, id, page, size]);
        return id === 404 ? null : { items: events.slice((page - 1) * size, page * size), total: events.length, page, size };
      }, { page, size }),
    csv: async (subject, id) => ({ fileName: `revisjonslogg-${subject}-${id}.csv`, content: new Blob(['\uFEFFTidspunkt']) }),
  };
}

async function render(roles: string[], entry: string, trail: AuditTrailPort, saved: string[] = []) {
  const fileSaver: FileSaverPort = { saveText: () => undefined, saveBlob: (name) => saved.push(name) };
  return renderPage(<AuditTrailPage />, {
    path: '/settings/audit/:subject/:subjectId',
    initialEntry: entry,
    bindings: [bind(TOKENS.Session, await signedInSession(roles)), bind(TOKENS.AuditTrail, trail), bind(TOKENS.FileSaver, fileSaver)],
  });
}

describe('/settings/audit/{subject}/{id}', () => {
  it('shows a Technical officer the trail, a row per change, and downloads the CSV', async () => {
    const saved: string[] = [];
    await render(['Technical'], '/settings/audit/invoice/700', fakeTrail([EVENT]), saved);
    expect(await screen.findByRole('heading', { name: 'Revisjonslogg: Faktura 700' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Revisjonslogg' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '20.11.2026 10:05',
      'Tora Teknisk',
      'legacy registerPayment',
      '1951',
      '40',
      '700 701',
      'payment: 5',
      // The true minus sign on screen (issue 43); the CSV keeps '-'.
      '\u22121\u00A0427,00',
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Last ned CSV' }));
    await waitFor(() => expect(saved).toEqual(['revisjonslogg-invoice-700.csv']));
  });

  it('pages through a long trail', async () => {
    const asked: unknown[][] = [];
    const events = Array.from({ length: 60 }, (_, k) => ({ ...EVENT, id: 100 - k }));
    await render(['Technical'], '/settings/audit/client/1951', fakeTrail(events, asked));
    await screen.findByRole('table', { name: 'Revisjonslogg' });
    expect(screen.getAllByRole('row')).toHaveLength(51);
    await userEvent.setup().click(screen.getByRole('button', { name: /neste side|next page/i }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(11));
    expect(asked.at(-1)).toEqual(['client', 1951, 2, 50]);
  });

  it('tells an officer without the Technical role that the page is not for them, and reads nothing', async () => {
    const asked: unknown[][] = [];
    await render(['Executive'], '/settings/audit/client/1951', fakeTrail([EVENT], asked));
    expect(await screen.findByText(NO_PERMISSION_PAGE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Last ned CSV' })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('is the 404 page for an unknown kind of subject or a bad id', async () => {
    await render(['Technical'], '/settings/audit/officer/1', fakeTrail([]));
    expect(await screen.findByText(/finnes ikke|404/i)).toBeTruthy();
  });
});

describe('the links to the audit trail on the customer and invoice pages', () => {
  it('lead a Technical officer to the trail of the invoice and its customer, and are not there for others', async () => {
    const links = <AuditTrailLinks subjects={[['invoice', 700], ['customer', 40]]} />;
    renderPage(links, { path: '/', bindings: [bind(TOKENS.Session, await signedInSession(['Technical']))] });
    const nav = await screen.findByRole('navigation', { name: 'Revisjonslogg' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Revisjonslogg (faktura)', '/settings/audit/invoice/700'],
      ['Revisjonslogg (kunde)', '/settings/audit/customer/40'],
    ]);
  });

  it('are not shown to an Executive officer', async () => {
    renderPage(<AuditTrailLinks subjects={[['client', 1951]]} />, { path: '/', bindings: [bind(TOKENS.Session, await signedInSession(['Executive']))] });
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Revisjonslogg' })).toBeNull());
    expect(screen.queryByRole('link')).toBeNull();
  });
});
