import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { givesElementsASize } from '../../../tests/support/approvalPageHarness';
import { fakeProductionPort, productionEntry } from '../../../tests/support/fakeProduction';
import { bind, renderPage } from '../../../tests/support/pageHarness';
import { signedInSession } from '../../../tests/support/signedInSession';
import { createLiveMachines } from '../../application/machines/liveMachines';
import type { PendingProductionBatch, PendingProductionsPort } from '../../application/ports/pendingProductions.port';
import { createToastStore } from '../../adapters/notifier/toastStore';
import { productionDecisionWith } from '../../composition/production';
import { TOKENS } from '../../composition/tokens';
import { addDays, toIsoDate } from '../../domain/dates/isoDate';
import { FailedPage } from './FailedPage';
import { ProductionPage } from './ProductionPage';

givesElementsASize();

const none = { count: 0, sum: 0 };
const far = addDays(toIsoDate(new Date()), 120);

function batches(): PendingProductionBatch[] {
  return [
    {
      clientId: 1001,
      clientName: 'Fjord Rør AS',
      addressedMailProvider: 'Posten',
      shipments: { PAPER: { count: 2, sum: 300000 }, EMAIL: { count: 1, sum: 50000 }, AVTALEGIRO: none, EFAKTURA: none, EHF: none },
      count: 3,
      sum: 350000,
      entries: [
        productionEntry(1, 5001, 100000, { dueDate: far }),
        productionEntry(2, 5002, 200000, { dueDate: far, numberOfPreviousProds: 1 }),
        productionEntry(3, 5003, 50000, { shipmentType: 'EMAIL', shipmentLabel: 'E-post' }),
      ],
    },
    {
      clientId: 2002,
      clientName: 'Nordlys Bakeri AS',
      addressedMailProvider: 'Bring',
      shipments: { PAPER: none, EMAIL: none, AVTALEGIRO: none, EFAKTURA: none, EHF: { count: 1, sum: 99900 } },
      count: 1,
      sum: 99900,
      entries: [productionEntry(4, 7001, 99900, { clientId: 2002, clientName: 'Nordlys Bakeri AS', shipmentType: 'EHF', shipmentLabel: 'EHF' })],
    },
  ];
}

function renderProduction(port: PendingProductionsPort) {
  const toasts = createToastStore();
  const rendered = renderPage(<ProductionPage />, {
    path: '/production',
    bindings: [
      bind(TOKENS.PendingProductions, port),
      bind(TOKENS.LiveMachines, createLiveMachines()),
      bind(TOKENS.ProductionDecision, productionDecisionWith(port, () => undefined, toasts)),
    ],
  });
  return { ...rendered, toastMessages: () => toasts.getSnapshot().map((toast) => toast.message) };
}

describe('/production (Send ut faktura)', () => {
  it('shows counts per shipment type, the sum, the mail provider and the batch flag for two far due dates', async () => {
    renderProduction(fakeProductionPort({ batches }));
    const table = await screen.findByRole('table', { name: 'Ventende produksjoner' });
    const row = within(table).getByText('1001 Fjord Rør AS').closest('[role="row"]')!;
    expect(row.textContent).toContain('Posten');
    expect(row.textContent).toContain('3\u00A0500,00');
    expect(within(row as HTMLElement).getByRole('img', { name: /Flere oppføringer har forfallsdato/ })).toBeTruthy();
    const other = within(table).getByText('2002 Nordlys Bakeri AS').closest('[role="row"]')!;
    expect(within(other as HTMLElement).queryByRole('img')).toBeNull();
  });

  it('approves the ticked entries; those produced before need the choice, the unchecked are deleted; it says what it did', async () => {
    const port = fakeProductionPort({ batches });
    const { toastMessages } = renderProduction(port);
    await screen.findByRole('table', { name: 'Ventende produksjoner' });
    const approve = screen.getByRole('button', { name: 'Godkjenn' }) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Velg alle for Fjord Rør AS' }));
    await userEvent.click(approve);
    const dialog = await screen.findByRole('dialog', { name: 'Produsere på nytt?' });
    const choice = within(dialog).getByRole('checkbox', { name: /Bilag 5002/ }) as HTMLInputElement;
    expect(choice.checked).toBe(true);
    await userEvent.click(choice);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bekreft' }));
    await waitFor(() => expect(port.calls.map((c) => c.name)).toEqual(['deletePending', 'approve']));
    expect(port.calls[0]!.args[0]).toEqual([{ entryId: 2, clientId: 1001 }]);
    expect(port.calls[1]!.args[0]).toEqual([
      { entryId: 1, clientId: 1001 },
      { entryId: 3, clientId: 1001 },
    ]);
    await waitFor(() => expect(toastMessages()).toEqual(['2 bilag godkjent, 1 bilag slettet']));
  });

  it('Slett deletes the ticked entries', async () => {
    const port = fakeProductionPort({ batches });
    renderProduction(port);
    await screen.findByRole('table', { name: 'Ventende produksjoner' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Velg alle for Nordlys Bakeri AS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(port.calls).toEqual([{ name: 'deletePending', args: [[{ entryId: 4, clientId: 2002 }]] }]));
  });

  it('the edit dialog refuses a bad e-mail and saves a good one', async () => {
    const port = fakeProductionPort({ batches });
    renderProduction(port);
    await screen.findByRole('table', { name: 'Ventende produksjoner' });
    await userEvent.click(screen.getByRole('button', { name: 'Vis Fjord Rør AS' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Endre bilag 5003' }));
    const dialog = await screen.findByRole('dialog', { name: 'Endre produksjon' });
    await userEvent.type(within(dialog).getByLabelText('E-post'), 'ikke-epost');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(within(dialog).getByText('Ugyldig e-postadresse')).toBeTruthy();
    expect(port.calls).toEqual([]);
    await userEvent.clear(within(dialog).getByLabelText('E-post'));
    await userEvent.type(within(dialog).getByLabelText('E-post'), 'ola@eksempel.no');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(port.calls.map((c) => c.name)).toEqual(['updatePending']));
    expect(port.calls[0]!.args).toEqual([3, expect.objectContaining({ shipmentType: 'EMAIL', email: 'ola@eksempel.no' })]);
  });
});

const failedEntries = () => [
  productionEntry(11, 6001, 10000, { statusText: 'Mangler eFaktura-avtale', shipmentType: 'EFAKTURA', shipmentLabel: 'eFaktura', customerEmail: 'kari@eksempel.no' }),
  productionEntry(12, 6002, 20000, { statusText: 'Forfallsdato er passert', shipmentType: 'EHF', shipmentLabel: 'EHF' }),
];

async function renderFailed(roles: string[], port = fakeProductionPort({ failed: failedEntries })) {
  renderPage(<FailedPage />, {
    path: '/failed',
    bindings: [bind(TOKENS.PendingProductions, port), bind(TOKENS.Session, await signedInSession(roles))],
  });
  await screen.findByRole('table', { name: 'Feilede utsendelser' });
  return port;
}

describe('/failed (Feilede utsendelser)', () => {
  it("shows 'Behandle beløpsberegning' to Technical only, with the entry's search params", async () => {
    await renderFailed(['Technical']);
    const link = screen.getByRole('link', { name: 'Behandle beløpsberegning for bilag 6001' }) as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/failed/amount-correction?prodId=1&entryId=11&customerId=9011&jourNr=6001&type=INVOICE');
  });

  it('hides the repair button from a plain officer', async () => {
    await renderFailed([]);
    expect(screen.queryByRole('link', { name: /Behandle beløpsberegning/ })).toBeNull();
  });

  it('preselects EMAIL when the eFaktura agreement is missing; the due date only when the status mentions it', async () => {
    const port = await renderFailed([]);
    await userEvent.click(screen.getByRole('button', { name: 'Send på nytt, bilag 6001' }));
    let dialog = await screen.findByRole('dialog', { name: 'Send på nytt' });
    expect(within(dialog).getByRole('combobox', { name: 'Forsendelse' }).textContent).toBe('E-post');
    expect(within(dialog).queryByLabelText('Forfallsdato')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(port.calls[0]).toEqual({ name: 'resend', args: [11, expect.objectContaining({ shipmentType: 'EMAIL', email: 'kari@eksempel.no' })] }));

    await userEvent.click(screen.getByRole('button', { name: 'Send på nytt, bilag 6002' }));
    dialog = await screen.findByRole('dialog', { name: 'Send på nytt' });
    expect(within(dialog).getByLabelText('Forfallsdato')).toBeTruthy();
    expect(within(dialog).getByText('Org.nr.: Mangler')).toBeTruthy();
  });

  it("says 'En feil oppstod' when a resend fails, and resends all ticked", async () => {
    const port = await renderFailed([], fakeProductionPort({ failed: failedEntries }, ['resend']));
    await userEvent.click(screen.getByRole('button', { name: 'Send på nytt, bilag 6002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send på nytt' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('En feil oppstod')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Velg alle feilede' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send valgte på nytt' }));
    await waitFor(() => expect(port.calls.at(-1)).toEqual({ name: 'resendFailed', args: [[11, 12]] }));
  });
});
