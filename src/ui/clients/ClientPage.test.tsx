import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ClientDetail, ClientNote, ClientPagePort, ClientPerson } from '../../application/ports/clientPage.port';
import { personRecord, PERSON_FIRST_NAME_MISSING, type PersonForm } from '../../domain/client/clientPerson';
import { TOKENS } from '../../composition/tokens';
import { CLIENT_LOAD_FAILED, CLIENT_NOT_FOUND } from '../../domain/client/clientPageTexts';
import { NOTE_TITLE_MISSING, type ClientNoteForm } from '../../domain/client/clientNote';
import { bind, readOf, renderPage } from '../../../tests/support/pageHarness';
import { createLiveMachines } from '../../application/machines/liveMachines';
import { TERMINATION_CANNOT_BE_CANCELLED_MESSAGE } from '../../domain/termination/terminationActions';
import { ClientPage } from './ClientPage';

const CLIENT: ClientDetail = {
  id: 1001, name: 'Fjordkraft Regnskap AS', isActive: false, orgNo: '974760673', contactPerson: 'Kari Fjord', addressLine1: 'Kaigata 1',
  addressLine2: null, postNo: '5003', cityName: 'BERGEN', countryName: 'Norge', email: 'post@fjordkraft.no', phoneNo: '55 55 55 55',
  vatBound: true, officerId: 1, terminationDate: '2026-11-01', endOfServiceDate: '2026-12-31',
  bankAccounts: [
    { id: 1, accountType: 'Primary', accountNumber: '12345678903', currencyCode: 'NOK', bic: 'DNBANOKK', iban: 'NO9312345678903', name: 'Driftskonto' },
    { id: 2, accountType: 'Secondary', accountNumber: '98765432109', currencyCode: 'EUR', bic: null, iban: null, name: null },
  ],
  counts: { notes: 2, banks: 2, customers: 120, sources: 1, persons: 1 },
};

/** The termination calls, answering a client with no termination (the org tab's own tests are the e2e and the machine's). */
function fakeTermination(
  status: { isActive: boolean; terminationDate: string | null; endOfServiceDate: string | null; terminationNote: string | null } = {
    isActive: true,
    terminationDate: null,
    endOfServiceDate: null,
    terminationNote: null,
  },
): Pick<ClientPagePort, 'termination' | 'terminationLog' | 'companyBankrupt' | 'saveTermination' | 'revokeTermination' | 'downloadTerminationAttachment'> {
  return {
    termination: (id) => readOf('service', `clients/${id}/termination`, () => status),
    terminationLog: (id) =>
      readOf('service', `clients/${id}/termination-log`, () =>
        status.endOfServiceDate
          ? [{ eventDate: '2026-11-01T10:00:00Z', madeBy: 'Tora Teknisk', eventText: 'Oppsigelse registrert', eventTag: 'TERMINATED' as const, terminationNote: 'Sagt opp', terminationDate: status.terminationDate, endOfServiceDate: status.endOfServiceDate, attachment: { id: 5, fileName: 'oppsigelse.pdf' } }]
          : [],
      ),
    companyBankrupt: (orgNo) => readOf('service', `organizations/brreg/${orgNo}`, () => false),
    saveTermination: async () => status,
    revokeTermination: async () => undefined,
    downloadTerminationAttachment: async () => ({ fileName: 'oppsigelse.pdf', content: new Blob(['%PDF']) }),
  };
}

function fakeClientPage(client: ClientDetail | null | 'fails' = CLIENT) {
  let nextId = 3;
  const notes: ClientNote[] = [
    { id: 2, title: 'Purring avtalt', text: 'Klienten <b>godtar</b> purring<script>alert(1)</script>', date: '2026-11-20', createdBy: 'Tora Teknisk', tags: [{ id: 1, name: 'routine', label: 'Rutine' }], files: [] },
    { id: 1, title: 'Oppstart', text: 'Første møte', date: '2026-01-05', createdBy: 'Tora Teknisk', tags: [], files: [{ id: 9, fileName: 'avtale.pdf', isDeleted: false }] },
  ];
  const persons: ClientPerson[] = [{ id: 7, firstName: 'Kari', lastName: 'Fjord', email: null, phone: '55 55 55 55', role: 'Daglig leder', comment: null }];
  const port: ClientPagePort = {
    client: (id) => readOf('service', `clients/${id}`, async () => {
      if (client === 'fails') throw new Error('500');
      return client && client.id === id ? client : null;
    }),
    notes: (id, search) =>
      readOf('service', `notes/clients/${id}`, () => notes.filter((n) => `${n.title} ${n.text}`.toLowerCase().includes(search.toLowerCase())), { search }),
    noteTags: () => readOf('service', 'notes/tags', () => [{ id: 1, name: 'routine', label: 'Rutine' }]),
    async createNote(_clientId, note: ClientNoteForm) {
      const id = nextId++;
      notes.unshift({ id, title: note.title, text: note.text, date: note.date!, createdBy: 'Tora Teknisk', tags: [], files: [] });
      return id;
    },
    async updateNote(id, note) {
      const index = notes.findIndex((n) => n.id === id);
      notes[index] = { ...notes[index]!, title: note.title, text: note.text };
    },
    async deleteNote(id) {
      notes.splice(notes.findIndex((n) => n.id === id), 1);
    },
    persons: (id) => readOf('service', `clients/${id}/persons`, () => [...persons]),
    async createPerson(_clientId, person: PersonForm) {
      persons.push({ id: nextId++, ...personRecord(person) });
    },
    async updatePerson(id, person) {
      const index = persons.findIndex((p) => p.id === id);
      persons[index] = { id, ...personRecord(person) };
    },
    async deletePerson(id) {
      persons.splice(persons.findIndex((p) => p.id === id), 1);
    },
    ...fakeTermination(),
  };
  return { port, notes, persons };
}

const saveBlob = vi.fn();
const renderClient = (port: ClientPagePort, entry = '/clients/1001') =>
  renderPage(<ClientPage />, {
    path: '/clients/:clientId',
    initialEntry: entry,
    bindings: [bind(TOKENS.ClientPage, port), bind(TOKENS.LiveMachines, createLiveMachines()), bind(TOKENS.FileSaver, { saveBlob, saveText: vi.fn() })],
  });

describe('/clients/{clientId}/', () => {
  it("shows the client with the 'sluttet' badge, both termination dates and its notes, newest first and sanitised", async () => {
    renderClient(fakeClientPage().port);
    expect(await screen.findByRole('heading', { level: 1, name: '1001 Fjordkraft Regnskap AS' })).toBeTruthy();
    expect(screen.getByText('sluttet')).toBeTruthy();
    expect(screen.getByText('Oppsagt 01.11.2026, tjenesten avsluttes 31.12.2026')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Merknader' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['Purring avtalt', 'Oppstart']);
    expect(within(rows[0]!).getByText('godtar').tagName).toBe('B');
    expect(table.querySelector('script')).toBeNull();
    expect(within(rows[1]!).getByText('Diverse')).toBeTruthy();
    expect(within(rows[1]!).getByLabelText('Har vedlegg')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Merknader (2)', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Bankkontoer (2)' })).toBeTruthy();
  });

  it('lists the bank accounts with the number grouped as #### ## #####', async () => {
    renderClient(fakeClientPage().port, '/clients/1001?tab=banks');
    const table = await screen.findByRole('table', { name: 'Bankkontoer' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Primær', '1234 56 78903', 'NOK', 'DNBANOKK', 'NO9312345678903', 'Driftskonto'],
      ['Sekundær', '9876 54 32109', 'EUR', '', '', ''],
    ]);
  });

  it('finds notes by a word, adds one (refusing a blank title) and deletes one after asking', async () => {
    const { port, notes } = fakeClientPage();
    renderClient(port);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Søk i merknader' }), 'møte');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Merknader' })).getAllByRole('row')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Ny merknad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny merknad' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Tittel' }), ' ');
    await user.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await within(dialog).findByText(NOTE_TITLE_MISSING)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Tittel' }), 'Telefonmøte');
    await user.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ny merknad' })).toBeNull());
    expect(notes[0]!.title).toBe(' Telefonmøte');

    await user.click(await screen.findByRole('row', { name: 'Rediger merknad Oppstart' }));
    const edit = await screen.findByRole('dialog', { name: 'Rediger merknad' });
    await user.click(within(edit).getByRole('button', { name: 'Slett' }));
    await user.click(within(within(edit).getByRole('alert')).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rediger merknad' })).toBeNull());
    expect(notes.map((n) => n.title)).not.toContain('Oppstart');
  });

  it('adds a contact person with a preset role (an empty e-mail sent as null) and deletes one after asking', async () => {
    const { port, persons } = fakeClientPage();
    renderClient(port, '/clients/1001?tab=persons');
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: 'Kontaktpersoner (1)', selected: true })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ny kontaktperson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny kontaktperson' });
    await user.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await within(dialog).findByText(PERSON_FIRST_NAME_MISSING)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Fornavn' }), 'Ola');
    await user.click(within(dialog).getByRole('combobox', { name: 'Rolle' }));
    await user.click(await screen.findByRole('option', { name: 'IT ansvarlig' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ny kontaktperson' })).toBeNull());
    expect(persons.at(-1)).toMatchObject({ firstName: 'Ola', role: 'IT ansvarlig', email: null, phone: null });

    await user.click(await screen.findByRole('button', { name: 'Slett Kari Fjord' }));
    const confirm = (await screen.findByText('Slette kontaktpersonen Kari Fjord?')).closest<HTMLElement>('[role="alert"]')!;
    await user.click(within(confirm).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(persons.map((p) => p.firstName)).toEqual(['Ola']));
  });

  it('shows the master data on the org tab, and says so for an unknown client and a failed load', async () => {
    renderClient(fakeClientPage().port, '/clients/1001?tab=org');
    const card = await screen.findByRole('region', { name: 'Klientinfo' });
    expect(within(card).getByText('974760673')).toBeTruthy();
    expect(within(card).getByText('Kaigata 1, 5003 BERGEN, Norge')).toBeTruthy();
  });

  it.each([
    ['/clients/2002', CLIENT_NOT_FOUND, fakeClientPage().port],
    ['/clients/abc', CLIENT_NOT_FOUND, fakeClientPage().port],
    ['/clients/1001', CLIENT_LOAD_FAILED, fakeClientPage('fails').port],
  ])('%s says %s', async (entry, message, port) => {
    renderClient(port, entry);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it("shows an inactive client's termination with only 'Reaktiver klient', the message about the passed end date, and the log", async () => {
    const { port } = fakeClientPage();
    const terminated = { ...port, ...fakeTermination({ isActive: false, terminationDate: '2026-08-01', endOfServiceDate: '2026-10-31', terminationNote: 'Sagt opp' }) };
    renderClient(terminated, '/clients/1001?tab=org');
    const card = await screen.findByRole('region', { name: 'Oppsigelse' });
    expect(await within(card).findByRole('button', { name: 'Reaktiver klient' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Opphev oppsigelse' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Avslutt klientforhold' })).toBeNull();
    expect(within(card).getByText(TERMINATION_CANNOT_BE_CANCELLED_MESSAGE)).toBeTruthy();
    const log = await within(card).findByRole('table', { name: 'Oppsigelseslogg' });
    expect(within(log).getByText('Oppsigelse registrert')).toBeTruthy();
    await userEvent.click(within(log).getByRole('button', { name: 'Last ned oppsigelse.pdf' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith('oppsigelse.pdf', expect.any(Blob)));
    await userEvent.click(within(card).getByRole('button', { name: 'Reaktiver klient' }));
    expect(await screen.findByRole('dialog', { name: 'Reaktiver klient' })).toBeTruthy();
  });
});
