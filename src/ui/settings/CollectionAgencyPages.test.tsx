import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CollectionAgenciesPort, CollectionAgency } from '../../application/ports/collectionAgencies.port';
import { TOKENS } from '../../composition/tokens';
import { AGENCY_NOT_FOUND_MESSAGE } from '../../domain/collection/collectionAgency';
import { AGENCY_EMAIL_MISSING, AGENCY_SETUP_LOCKED } from '../../domain/settings/collectionAgencies';
import { ApiFailure } from '../../adapters/http/shared/answer';
import { bind, readOf, renderPage } from '../../../tests/support/pageHarness';
import { CollectionAgenciesPage } from './CollectionAgenciesPage';
import { CollectionAgencyPage } from './CollectionAgencyPage';

const agency = (id: number, name: string, shipmentType: 'EMAIL' | 'SFTP', emailAddress: string | null): CollectionAgency => ({
  id, name, addressLine1: 'Kongens gate 2', addressLine2: null, postNo: '7011', cityName: 'TRONDHEIM', phoneNo: '73800000',
  email: `post@${id}.example.no`,
  setup: { invoiceFormat: 'PDF', paymentFormat: 'Lindorff', shipmentType, emailAddress, ftpServerId: shipmentType === 'SFTP' ? 1 : null },
});

/** Agencies in memory; a change refused by the server comes back as its 400 with the field. */
function fakeAgencies(rows: CollectionAgency[], refuse?: string): CollectionAgenciesPort & { rows: CollectionAgency[] } {
  return {
    rows,
    agencies: () =>
      readOf('service', 'collection-agencies', () =>
        rows.map(({ id, name, setup }) => ({ id, name, invoiceFormat: setup!.invoiceFormat, paymentFormat: setup!.paymentFormat, shipmentType: setup!.shipmentType, emailAddress: setup!.emailAddress })),
      ),
    agency: (id) => readOf('legacy', `CommonReg/CollectionAgency/${id}`, () => rows.find((row) => row.id === id) ?? null),
    clients: (id) => readOf('legacy', `CommonReg/CollectionAgency/${id}/Clients`, () => (id === 30 ? [{ clientId: 1001, clientName: 'Fjordkraft Regnskap AS', customerNumber: '01001123' }] : [])),
    updateEmailSetup: async (changed, { email, emailAddress }) => {
      if (refuse) throw new ApiFailure(400, refuse, [{ path: 'body.agency.setup.emailAddress', message: refuse }]);
      const saved = { ...changed, email, setup: { ...changed.setup!, emailAddress } };
      rows.splice(rows.findIndex((row) => row.id === changed.id), 1, saved);
      return saved;
    },
  };
}

const AGENCIES = () => [agency(10, 'Intrum AS', 'SFTP', null), agency(30, 'Sergel Norge AS', 'EMAIL', 'saker@sergel.example.no'), agency(50, 'Conecto AS', 'EMAIL', 'oversendelse@conecto.example.no')];

const renderDetail = (port: CollectionAgenciesPort, entry: string) =>
  renderPage(<CollectionAgencyPage />, { path: '/settings/collection-agencies/:id', initialEntry: entry, bindings: [bind(TOKENS.CollectionAgencies, port)] });

describe('/settings/collection-agencies/', () => {
  it('lists ID, name, formats, shipment in Norwegian and address, and filters by name in any case', async () => {
    renderPage(<CollectionAgenciesPage />, { path: '/settings/collection-agencies', bindings: [bind(TOKENS.CollectionAgencies, fakeAgencies(AGENCIES()))] });
    const table = await screen.findByRole('table', { name: 'Inkassoselskap' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['ID', 'Navn', 'Format faktura', 'Format innbet.', 'Forsendelse', 'E-postadresse']);
    const sergel = within(table).getByRole('link', { name: 'Sergel Norge AS' });
    expect(sergel.getAttribute('href')).toBe('/settings/collection-agencies/30');
    expect(within(sergel.closest('tr')!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['30', 'Sergel Norge AS', 'PDF', 'Lindorff', 'E-post', 'saker@sergel.example.no']);
    expect(within(within(table).getByRole('link', { name: 'Intrum AS' }).closest('tr')!).getAllByRole('cell')[4]!.textContent).toBe('SFTP');

    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Søk på navn' }), 'sERGEL');
    await waitFor(() => expect(within(table).getAllByRole('link').map((link) => link.textContent)).toEqual(['Sergel Norge AS']));
  });
});

describe('/settings/collection-agencies/{id}', () => {
  it('opens on the agency tab, shows the setup and the clients tabs', async () => {
    renderDetail(fakeAgencies(AGENCIES()), '/settings/collection-agencies/30');
    expect((await screen.findByRole('tab', { name: 'Inkassoselskap' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('post@30.example.no')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Oppsett' }));
    expect(await screen.findByText('saker@sergel.example.no')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Klienter' }));
    const clients = await screen.findByRole('table', { name: 'Klienter' });
    expect(within(clients).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1001', 'Fjordkraft Regnskap AS', '01001123']);
  });

  it.each([
    [30, true],
    [50, false],
    [10, false],
  ])('offers the e-mail setup edit for agency %i: %s (only e-mail agencies, never 50)', async (id, offered) => {
    renderDetail(fakeAgencies(AGENCIES()), `/settings/collection-agencies/${id}?tab=setup`);
    expect(await screen.findByText('Format faktura')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Endre e-postoppsett' }) !== null).toBe(offered);
  });

  it('saves the e-mail setup after the domain rule lets it, and shows it', async () => {
    const port = fakeAgencies(AGENCIES());
    renderDetail(port, '/settings/collection-agencies/30?tab=setup');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Endre e-postoppsett' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-postoppsett for Sergel Norge AS' });
    const address = within(dialog).getByRole('textbox', { name: 'E-postadresse for oversendelse' });
    await user.clear(address);
    await user.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await within(dialog).findByText(AGENCY_EMAIL_MISSING)).toBeTruthy();
    expect(port.rows.find((row) => row.id === 30)!.setup!.emailAddress).toBe('saker@sergel.example.no');
    await user.type(address, 'nye@sergel.example.no');
    await user.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(port.rows.find((row) => row.id === 30)!.setup!.emailAddress).toBe('nye@sergel.example.no');
  });

  it("puts the server's refusal on its field and keeps the dialog open", async () => {
    renderDetail(fakeAgencies(AGENCIES(), AGENCY_SETUP_LOCKED), '/settings/collection-agencies/30?tab=setup');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Endre e-postoppsett' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await within(dialog).findByText(AGENCY_SETUP_LOCKED)).toBeTruthy();
  });

  it.each(['99', 'tretti'])("says 'Fant ikke inkassoselskapet' for %s", async (id) => {
    renderDetail(fakeAgencies(AGENCIES()), `/settings/collection-agencies/${id}`);
    expect(await screen.findByText(AGENCY_NOT_FOUND_MESSAGE)).toBeTruthy();
  });
});
