import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeProductionPort } from '../../../tests/support/fakeProduction';
import { bind, renderPage } from '../../../tests/support/pageHarness';
import { TOKENS } from '../../composition/tokens';
import { DosImportOrderButton } from './DosImportOrderButton';

function renderOrder(port = fakeProductionPort(), initial = {}) {
  const view = renderPage(<DosImportOrderButton initial={initial} />, { path: '/dashboard', bindings: [bind(TOKENS.PendingProductions, port)] });
  return { ...view, port };
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Bestill DOS-import' }));
  return screen.findByRole('dialog', { name: 'Bestill DOS-import' });
}

describe('the DOS import order form', () => {
  it('orders the client and range as numbers', async () => {
    const { port } = renderOrder();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Klientnr' }), '1001');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Fra bilagsnr' }), '10');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Til bilagsnr' }), '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bestill' }));
    await waitFor(() => expect(port.calls).toEqual([{ name: 'orderDosImport', args: [{ clientId: 1001, fromNumber: 10, toNumber: 25 }] }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses what is not a whole number, and a reversed range, on their fields; nothing is sent', async () => {
    const { port } = renderOrder(undefined, { clientId: '1001', fromNumber: '30', toNumber: '20' });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bestill' }));
    expect(await within(dialog).findByText('Fra-nummer kan ikke være større enn til-nummer')).toBeTruthy();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Klientnr' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Klientnr' }), '10a');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bestill' }));
    expect(await within(dialog).findByText('Skriv et helt tall')).toBeTruthy();
    expect(port.calls).toEqual([]);
  });

  it("toasts 'En feil oppstod' when the order fails, and keeps the form", async () => {
    renderOrder(fakeProductionPort({}, ['orderDosImport']), { clientId: '1001', fromNumber: '1', toNumber: '2' });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bestill' }));
    expect(await screen.findByText('En feil oppstod')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Bestill DOS-import' })).toBeTruthy();
  });
});
