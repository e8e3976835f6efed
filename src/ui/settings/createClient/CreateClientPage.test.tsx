import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createLiveMachines } from '../../../application/machines/liveMachines';
import type { CollectionAgenciesPort } from '../../../application/ports/collectionAgencies.port';
import type { ClientCreationRequest, OnboardingPort } from '../../../application/ports/onboarding.port';
import type { PendingClient, PendingClientsPort } from '../../../application/ports/pendingClients.port';
import type { RegisterLookupsPort } from '../../../application/ports/registerLookups.port';
import { TOKENS } from '../../../composition/tokens';
import { COMPANY_BANKRUPT, COMPANY_IN_VAT_REGISTER, COMPANY_NOT_FOUND } from '../../../domain/onboarding/companyRegister';
import { ACCOUNT_NO_INVALID, BASE_MISSING, CLIENT_CREATION_FAILED, COMPANY_NAME_MISSING, EU_LIMITS_ORDER } from '../../../domain/onboarding/newClient';
import { bind, readOf, renderPage } from '../../../../tests/support/pageHarness';
import { CreateClientPage } from './CreateClientPage';

const REGISTRATION: PendingClient = {
  id: 'reg-7f3a', regTime: '2026-11-20T10:00:00Z', companyName: 'Havbris Regnskap AS', orgNo: '912345678', contactPerson: 'Ola Hav',
  email: 'ola@havbris.no', phoneNo: '91234567', bankAccount: '12345678903', product: 'MONITOR', addressLine1: 'Kaigata 1',
  postNo: '5003', cityName: 'BERGEN', countryName: 'Norge',
};

function fakeOnboarding(answer: (request: ClientCreationRequest) => Promise<Awaited<ReturnType<OnboardingPort['createClient']>>>) {
  const calls: ClientCreationRequest[] = [];
  const port: OnboardingPort = {
    nextClientNumbers: () => readOf('service', 'clients/next-numbers', () => [{ base: 1, clientId: 1999 }, { base: 3, clientId: 3001 }]),
    createClient: (request) => (calls.push(request), answer(request)),
  };
  return { port, calls };
}

const agencies: CollectionAgenciesPort = {
  agencies: () => readOf('service', 'collection-agencies', () => [{ id: 30, name: 'Sergel Norge AS', invoiceFormat: 'PDF', paymentFormat: 'PDF', shipmentType: 'EMAIL', emailAddress: null }]),
  agency: () => readOf('legacy', 'x', () => null),
  clients: () => readOf('legacy', 'y', () => []),
  updateEmailSetup: async (agency) => agency,
};
const pending: PendingClientsPort = {
  pendingClients: () => readOf('legacy', 'Onboarding/ClientReg', () => [REGISTRATION]),
  pendingClient: (id) => readOf('legacy', `Onboarding/ClientReg/${id}`, () => (id === REGISTRATION.id ? REGISTRATION : null)),
  reject: async () => undefined,
};

const BANKRUPT_ORG_NO = '987654321';
const lookedUp: string[] = [];
const lookups: RegisterLookupsPort = {
  cityName: async (postNo) => (lookedUp.push(postNo), postNo === '5003' ? 'BERGEN' : postNo === '0150' ? 'OSLO' : null),
  company: async (orgNo) => {
    lookedUp.push(orgNo);
    if (orgNo !== BANKRUPT_ORG_NO) return null;
    return {
      name: 'Konkursbo Testfirma AS', orgNo, orgForm: 'AS', address: null, isInCompanyRegister: true,
      isInVatRegister: true, isUnderLiquidation: false, isUnderCompulsion: false, isBankrupt: true,
    };
  },
};

function renderWizard(onboarding: OnboardingPort, entry = '/settings/create-client?pendingId=reg-7f3a') {
  return renderPage(<CreateClientPage />, {
    path: '/settings/create-client',
    initialEntry: entry,
    bindings: [bind(TOKENS.Onboarding, onboarding), bind(TOKENS.CollectionAgencies, agencies), bind(TOKENS.PendingClients, pending), bind(TOKENS.RegisterLookups, lookups), bind(TOKENS.LiveMachines, createLiveMachines())],
  });
}

async function chooseBase(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(await screen.findByRole('combobox', { name: 'Base' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('/settings/create-client/', () => {
  it("fills Foretak from the registration, needs a base before 'Neste', creates the client from a MONITOR registration with its PDFs off, and opens its page", async () => {
    const { port, calls } = fakeOnboarding(async () => ({ created: { id: 3001, name: 'Havbris Regnskap AS' } }));
    const { location } = renderWizard(port);
    const user = userEvent.setup();
    expect(((await screen.findByRole('textbox', { name: 'Firmanavn' })) as HTMLInputElement).value).toBe('Havbris Regnskap AS');
    await user.click(screen.getByRole('button', { name: 'Neste' }));
    expect(await screen.findByText(BASE_MISSING)).toBeTruthy();
    await chooseBase(user, 'Base 3 – neste klientnr. 3001');
    await user.click(screen.getByRole('button', { name: 'Neste' }));
    expect(((await screen.findByRole('checkbox', { name: 'Faktura-PDF' })) as HTMLInputElement).checked).toBe(false);
    for (const label of ['Tjeneste', 'Priser', 'Abonnement']) {
      await user.click(screen.getByRole('button', { name: 'Neste' }));
      await screen.findByRole('group', { name: label });
    }
    await user.click(screen.getByRole('button', { name: 'Opprett' }));
    await waitFor(() => expect(location().pathname).toBe('/clients/3001'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ pendingId: 'reg-7f3a', values: { officerId: 3, prodInvoicePdf: false, dispatchInvoices: false, creditDays: 15 } });
  });

  it("keeps 'Neste' on Foretak while the company or bank is wrong, naming the fields", async () => {
    renderWizard(fakeOnboarding(async () => ({ created: { id: 1, name: 'x' } })).port, '/settings/create-client');
    const user = userEvent.setup();
    await chooseBase(user, 'Base 1 – neste klientnr. 1999');
    await user.type(screen.getByRole('textbox', { name: 'Kontonummer' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Neste' }));
    expect(await screen.findByText(COMPANY_NAME_MISSING)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_NO_INVALID)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Foretak' })).toBeTruthy();
  });

  it('opens the step the server refused, with its reason, and says En feil oppstod! when the creation fails', async () => {
    let refuse = true;
    const { port } = fakeOnboarding(async () => {
      if (refuse) return { refused: [{ field: 'invoiceAmountLimit2', message: EU_LIMITS_ORDER }] };
      throw new Error('500');
    });
    renderWizard(port);
    const user = userEvent.setup();
    await chooseBase(user, 'Base 3 – neste klientnr. 3001');
    for (let i = 0; i < 4; i += 1) await user.click(await screen.findByRole('button', { name: 'Neste' }));
    await user.click(await screen.findByRole('button', { name: 'Opprett' }));
    const service = await screen.findByRole('group', { name: 'Tjeneste' });
    expect(within(service).getByText(EU_LIMITS_ORDER)).toBeTruthy();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Neste' }));
    await user.click(await screen.findByRole('button', { name: 'Neste' }));
    await user.click(await screen.findByRole('button', { name: 'Opprett' }));
    await waitFor(() => expect(screen.getByText(CLIENT_CREATION_FAILED)).toBeTruthy());
  });

  it('looks up the company at exactly 9 digits and the city at 4 digits, showing what the register says', async () => {
    renderWizard(fakeOnboarding(async () => ({ created: { id: 1, name: 'x' } })).port, '/settings/create-client');
    const user = userEvent.setup();
    const orgNo = await screen.findByRole('textbox', { name: 'Org.nr.' });
    lookedUp.length = 0;
    await user.type(orgNo, '98765432');
    expect(lookedUp).toEqual([]);
    await user.type(orgNo, '1');
    const finding = await screen.findByRole('alert', { name: 'Enhetsregisteret' });
    expect(finding.textContent).toContain('Konkursbo Testfirma AS');
    expect(finding.textContent).toContain(COMPANY_BANKRUPT);
    expect(finding.textContent).toContain(COMPANY_IN_VAT_REGISTER);
    await user.clear(orgNo);
    await user.type(orgNo, '912345678');
    expect(await screen.findByText(COMPANY_NOT_FOUND)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Postnr.' }), '0150');
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Poststed' }) as HTMLInputElement).value).toBe('OSLO'));
    expect(lookedUp).toEqual(['987654321', '912345678', '0150']);
  });
});
