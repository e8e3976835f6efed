import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClientCustomerRow, ClientDetail, ClientNote, ClientPagePort, ClientPerson } from '../../application/ports/clientPage.port';
import { personRecord, PERSON_FIRST_NAME_MISSING, type PersonForm } from '../../domain/client/clientPerson';
import { TOKENS } from '../../composition/tokens';
import { CLIENT_LOAD_FAILED, CLIENT_NOT_FOUND } from '../../domain/client/clientPageTexts';
import { NOTE_TITLE_MISSING, type ClientNoteForm } from '../../domain/client/clientNote';
import { givesElementsASize } from '../../../tests/support/approvalPageHarness';
import { bind, readOf, renderPage } from '../../../tests/support/pageHarness';
import { CUSTOMER, fakeCustomerPages } from '../../../tests/support/fakeCustomerPages';
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

const CUSTOMERS: ClientCustomerRow[] = Array.from({ length: 120 }, (_, i) => ({
  nr: 1000 + i,
  name: i === 7 ? 'Bergen Bakeri AS' : `Kunde ${i}`,
  type: i % 2 === 0 ? 'Business' : 'Retail',
  email: `kunde${i}@example.no`,
  phone: i === 7 ? '55 12 34 56' : null,
}));

function fakeClientPage(client: ClientDetail | null | 'fails' = CLIENT) {
  let nextId = 3;
  const uploads: string[] = [];
  const deletedFiles: number[] = [];
  const notes: ClientNote[] = [
    { id: 2, title: 'Purring avtalt', text: 'Klienten <b>godtar</b> purring<script>alert(1)</script>', date: '2026-11-20', createdBy: 'Tora Teknisk', tags: [{ id: 1, name: 'routine', label: 'Rutine' }], files: [] },
    { id: 1, title: 'Oppstart', text: 'Første møte', date: '2026-01-05', createdBy: 'Tora Teknisk', tags: [], files: [{ id: 9, fileName: 'avtale.pdf', fileType: 'application/pdf', isDeleted: false }] },
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
      notes.unshift({
        id,
        title: note.title,
        text: note.text,
        date: note.date!,
        createdBy: 'Tora Teknisk',
        tags: [],
        files: note.files.map((fileId) => ({ id: fileId, fileName: uploads[fileId - 101]!, fileType: 'image/png', isDeleted: false })),
      });
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
    async uploadFile(file) {
      uploads.push(file.name);
      return 100 + uploads.length;
    },
    async deleteFile(id) {
      deletedFiles.push(id);
    },
    downloadFile: async () => ({ fileName: 'avtale.pdf', content: new Blob(['%PDF-']) }),
    customers: (id) => readOf('service', `clients/${id}/customers`, () => CUSTOMERS),
  };
  return { port, notes, persons, uploads, deletedFiles };
}

const saved: string[] = [];
const renderClient = (port: ClientPagePort, entry = '/clients/1001', customerPages = fakeCustomerPages()) =>
  renderPage(<ClientPage />, {
    path: '/clients/:clientId',
    initialEntry: entry,
    bindings: [
      bind(TOKENS.ClientPage, port),
      bind(TOKENS.CustomerPages, customerPages),
      bind(TOKENS.FileSaver, { saveBlob: (name: string) => void saved.push(name), saveText: () => undefined }),
    ],
  });

describe('/clients/{clientId}/', () => {
  givesElementsASize();

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

  it('attaches a file to a new note, downloads an attachment, and strikes one through when it is deleted', async () => {
    const { port, notes, uploads, deletedFiles } = fakeClientPage();
    renderClient(port);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ny merknad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny merknad' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Tittel' }), 'Kvittering');
    await user.upload(within(dialog).getByLabelText('Legg til vedlegg'), new File(['png'], 'kvittering.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('button', { name: 'kvittering.png' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ny merknad' })).toBeNull());
    expect(uploads).toEqual(['kvittering.png']);
    expect(notes[0]!.files.map((file) => file.id)).toEqual([101]);

    await user.click(await screen.findByRole('row', { name: 'Rediger merknad Oppstart' }));
    const edit = await screen.findByRole('dialog', { name: 'Rediger merknad' });
    await user.click(within(edit).getByRole('button', { name: 'avtale.pdf' }));
    await waitFor(() => expect(saved).toContain('avtale.pdf'));
    await user.click(within(edit).getByRole('button', { name: 'Slett vedlegg avtale.pdf' }));
    const struck = await within(edit).findByText('avtale.pdf');
    expect(struck.tagName).toBe('DEL');
    expect(within(edit).getByRole('listitem', { name: 'avtale.pdf (slettet)' })).toBeTruthy();
    expect(deletedFiles).toEqual([9]);
  });

  it('lists the customers in virtual rows, 20 at a time by default, each number linking to its customer page', async () => {
    renderClient(fakeClientPage().port, '/clients/1001?tab=customers');
    expect(await screen.findByRole('tab', { name: 'Kunder (120)', selected: true })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Kunder' });
    expect(table.getAttribute('aria-rowcount')).toBe('121');
    const scroller = within(table).getAllByRole('rowgroup')[1]!;
    expect(scroller.style.height || getComputedStyle(scroller).height).toBe('640px');
    expect(within(table).getByRole('link', { name: '1007' }).getAttribute('href')).toBe('/clients/1001/customers/1007/');
    const row = within(table).getByRole('link', { name: '1007' }).closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1007', 'Bergen Bakeri AS', 'Privat', 'kunde7@example.no', '55 12 34 56']);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Søk i kunder' }), 'bakeri');
    await waitFor(() => expect(table.getAttribute('aria-rowcount')).toBe('2'));
  });

  it('creates a customer from the customers tab, a numeric search text as its number, and lands on its page', async () => {
    const created: { clientId: number; nr: number; name: string }[] = [];
    const customerPages = fakeCustomerPages({
      async createCustomer(clientId, record) {
        created.push({ clientId, nr: record.nr, name: record.name });
        return { ...CUSTOMER, clientId, nr: record.nr, name: record.name };
      },
    });
    const { location } = renderClient(fakeClientPage().port, '/clients/1001?tab=customers', customerPages);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Søk i kunder' }), '5555');
    await user.click(screen.getByRole('button', { name: 'Ny kunde' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny kunde' });
    expect((within(dialog).getByRole('textbox', { name: 'Kundenr.' }) as HTMLInputElement).value).toBe('5555');
    expect((within(dialog).getByRole('textbox', { name: 'Navn' }) as HTMLInputElement).value).toBe('');
    await user.type(within(dialog).getByRole('textbox', { name: 'Navn' }), 'Ny Kunde AS');
    await user.type(within(dialog).getByRole('textbox', { name: 'Postnr.' }), '5003');
    await user.type(within(dialog).getByRole('textbox', { name: 'Poststed' }), 'BERGEN');
    await user.click(within(dialog).getByRole('combobox', { name: 'Kundetype' }));
    await user.click(await screen.findByRole('option', { name: 'Privat' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(location().pathname).toBe('/clients/1001/customers/5555/'));
    expect(created).toEqual([{ clientId: 1001, nr: 5555, name: 'Ny Kunde AS' }]);
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
});
