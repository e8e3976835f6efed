import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeProductionPort } from '../../../tests/support/fakeProduction';
import { bind, readOf, renderPage } from '../../../tests/support/pageHarness';
import { signedInSession } from '../../../tests/support/signedInSession';
import type { HistoryBatchDetail } from '../../application/ports/pendingProductions.port';
import { TOKENS } from '../../composition/tokens';
import { PRINT_BATCH_STATUS_LABEL } from '../../domain/production/productionTexts';
import { HistoryDetailsPage } from './HistoryDetailsPage';

const detail: HistoryBatchDetail = {
  id: 42, clientId: 1952, clientName: 'Klient AS', createdDate: '2026-11-20T08:00:00.000Z', officerName: null,
  counts: { NEW: 0, APPROVED: 0, FAILED: 0, SENT: 0 },
  entries: { approved: [], pending: [], failed: [], sent: [] },
  printBatches: [
    { id: 1, baseNr: 1, printerName: 'nkpri1', createdTime: '2026-11-20T09:00:00.000Z', documents: 12, documentsOfProduction: 3, status: 'PRINTED', statusText: null },
    { id: 2, baseNr: 1, printerName: 'nkpri1', createdTime: '2026-11-20T10:00:00.000Z', documents: 2, documentsOfProduction: 2, status: 'FAILED', statusText: 'Skriveren avviste jobben' },
  ],
};

describe('/history/details/{id}: the print batches of the production’s PAPER documents (issue 45)', () => {
  it('lists each batch with its printer, its share of documents and the printer’s status', async () => {
    const port = { ...fakeProductionPort(), historyDetail: (id: number) => readOf('legacy', `Production/${id}`, () => detail) };
    renderPage(<HistoryDetailsPage />, {
      path: '/history/details/:id',
      initialEntry: '/history/details/42',
      bindings: [bind(TOKENS.Session, await signedInSession([])), bind(TOKENS.PendingProductions, port)],
    });
    const table = await screen.findByRole('table', { name: 'Utskrift' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Base 1 (nkpri1)');
    expect(rows[1]!.textContent).toContain('3 av 12');
    expect(rows[1]!.textContent).toContain(PRINT_BATCH_STATUS_LABEL.PRINTED);
    expect(rows[2]!.textContent).toContain(`${PRINT_BATCH_STATUS_LABEL.FAILED}: Skriveren avviste jobben`);
  });
});
