import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CollectorRecipient, Printer, SettingsRegistersPort } from '../../application/ports/settingsRegisters.port';
import { TOKENS } from '../../composition/tokens';
import { COLLECTOR_DOMAIN_LISTED, COLLECTOR_DOMAINS_EXPLAINED, COLLECTOR_EMAIL_EXISTS } from '../../domain/settings/collectors';
import { IPP_URL_CREDENTIALS, IPP_URL_NONE, PRINTER_UPDATE_FAILED } from '../../domain/settings/printers';
import { signedInSession } from '../../../tests/support/signedInSession';
import { bind, readOf, renderPage } from '../../../tests/support/pageHarness';
import { CollectorsPage } from './CollectorsPage';
import { PrintersPage } from './PrintersPage';

/** Printers and recipients in memory; an update can be made to fail, and a registered address is refused as the server refuses it. */
function fakeRegisters() {
  const printers: Printer[] = [1, 2].map((base) => ({ id: base, baseNr: base, printerName: `nkpri${base}` as Printer['printerName'], formType: 'A4 giro', ippUrl: null }));
  const recipients: CollectorRecipient[] = [{ id: 1, email: 'pdf@firma.no' }];
  const state = { failUpdate: false };
  const port: SettingsRegistersPort = {
    printers: () => readOf('legacy', 'CommonReg/Printers', () => [...printers]),
    updatePrinter: async (printer) => {
      if (state.failUpdate) throw new Error('500');
      printers[printers.findIndex((row) => row.id === printer.id)] = printer;
    },
    setPrinterIppUrl: async (printerId, ippUrl) => {
      const n = printers.findIndex((row) => row.id === printerId);
      printers[n] = { ...printers[n]!, ippUrl };
    },
    collectors: () => readOf('legacy', 'CommonReg/Collectors', () => ({ recipients: [...recipients], domains: [{ id: 1, domain: 'bilag.no' }] })),
    addRecipient: async (email) => {
      if (recipients.some((row) => row.email === email)) return { refused: 'exists' };
      const added = { id: recipients.length + 1, email };
      recipients.push(added);
      return { added };
    },
    removeRecipient: async (id) => {
      recipients.splice(recipients.findIndex((row) => row.id === id), 1);
    },
  };
  return { port, printers, recipients, state };
}

describe('/settings/printers/', () => {
  it('edits a printer, and says so when the update fails', async () => {
    const registers = fakeRegisters();
    renderPage(<PrintersPage />, { path: '/settings/printers', bindings: [bind(TOKENS.SettingsRegisters, registers.port)] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Endre skriver for base 2' }));
    let dialog = await screen.findByRole('dialog', { name: 'Skriver for base 2' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Skrivernavn' }));
    await user.click(await screen.findByRole('option', { name: 'nkpri5' }));
    const format = within(dialog).getByRole('textbox', { name: 'Format' });
    await user.clear(format);
    await user.type(format, 'A4 blank');
    await user.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(registers.printers[1]).toEqual({ id: 2, baseNr: 2, printerName: 'nkpri5', formType: 'A4 blank', ippUrl: null });
    expect(await screen.findByRole('cell', { name: 'nkpri5' })).toBeTruthy();

    registers.state.failUpdate = true;
    await user.click(screen.getByRole('button', { name: 'Endre skriver for base 1' }));
    dialog = await screen.findByRole('dialog', { name: 'Skriver for base 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await within(dialog).findByText(PRINTER_UPDATE_FAILED)).toBeTruthy();
  });

  it('lets a Technical officer set a base printer’s IPP address, checked as the server checks it (issue 45)', async () => {
    const registers = fakeRegisters();
    renderPage(<PrintersPage />, {
      path: '/settings/printers',
      bindings: [bind(TOKENS.Session, await signedInSession(['Technical'])), bind(TOKENS.SettingsRegisters, registers.port)],
    });
    const user = userEvent.setup();
    expect((await screen.findAllByRole('cell', { name: IPP_URL_NONE })).length).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Endre skriver for base 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skriver for base 1' });
    const ipp = within(dialog).getByRole('textbox', { name: 'IPP-adresse' });
    await user.type(ipp, 'ipp://bruker:hemmelig@skriver.local/ipp/print');
    await user.tab();
    expect(await within(dialog).findByText(IPP_URL_CREDENTIALS)).toBeTruthy();
    await user.clear(ipp);
    await user.type(ipp, 'ipp://skriver.local:631/ipp/print');
    await user.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(registers.printers[0]?.ippUrl).toBe('ipp://skriver.local:631/ipp/print');
    expect(await screen.findByRole('cell', { name: 'ipp://skriver.local:631/ipp/print' })).toBeTruthy();
  });

  it('shows the IPP address to other officers without letting them change it', async () => {
    renderPage(<PrintersPage />, { path: '/settings/printers', bindings: [bind(TOKENS.Session, await signedInSession([])), bind(TOKENS.SettingsRegisters, fakeRegisters().port)] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Endre skriver for base 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skriver for base 1' });
    expect(within(dialog).getByRole('textbox', { name: 'IPP-adresse' })).toHaveProperty('disabled', true);
  });
});

describe('/settings/collectors/', () => {
  it('opens on the domains with the explanation', async () => {
    renderPage(<CollectorsPage />, { path: '/settings/collectors', bindings: [bind(TOKENS.SettingsRegisters, fakeRegisters().port)] });
    expect(await screen.findByText(COLLECTOR_DOMAINS_EXPLAINED)).toBeTruthy();
    expect(screen.getByText('bilag.no')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Domener', selected: true })).toBeTruthy();
  });

  it('adds and deletes a recipient; alerts for a listed domain and a registered address', async () => {
    const registers = fakeRegisters();
    renderPage(<CollectorsPage />, { path: '/settings/collectors', initialEntry: '/settings/collectors?tab=recipients', bindings: [bind(TOKENS.SettingsRegisters, registers.port)] });
    const user = userEvent.setup();
    const email = await screen.findByRole('textbox', { name: 'E-post' });
    await user.type(email, 'kari@bilag.no');
    await user.click(screen.getByRole('button', { name: 'Legg til mottaker' }));
    expect(await screen.findByText(COLLECTOR_DOMAIN_LISTED)).toBeTruthy();
    expect(registers.recipients).toHaveLength(1);

    await user.clear(email);
    await user.type(email, 'pdf@firma.no');
    await user.click(screen.getByRole('button', { name: 'Legg til mottaker' }));
    expect(await screen.findByText(COLLECTOR_EMAIL_EXISTS)).toBeTruthy();

    await user.clear(email);
    await user.type(email, 'ny@firma.no');
    await user.click(screen.getByRole('button', { name: 'Legg til mottaker' }));
    expect(await screen.findByText('ny@firma.no')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Slett mottaker ny@firma.no' }));
    await waitFor(() => expect(screen.queryByText('ny@firma.no')).toBeNull());
    expect(registers.recipients.map((row) => row.email)).toEqual(['pdf@firma.no']);
  });
});
