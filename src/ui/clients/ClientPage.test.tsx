import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClientDetail, ClientImportSource, ClientNote, ClientPagePort, ClientPerson, ClientReminderText, SoftReminderSetup } from '../../application/ports/clientPage.port';
import type { ClientSettingsForm } from '../../domain/client/clientSettings';
import { NEW_BANK_ACCOUNT_INVALID, READ_ONLY_IN_DOS, SETTINGS_SAVED } from '../../domain/client/clientSettings';
import { importSourceRecord, SOURCE_DELETE_FAILED, SOURCE_USERNAME_MISSING } from '../../domain/client/importSource';
import { personRecord, PERSON_FIRST_NAME_MISSING, type PersonForm } from '../../domain/client/clientPerson';
import { TOKENS } from '../../composition/tokens';
import { CLIENT_LOAD_FAILED } from '../../domain/client/clientPageTexts';
import { CustomerList, type ClientCustomerRow } from '../../domain/client/customerList';
import { NOTE_TITLE_MISSING, type ClientNoteForm } from '../../domain/client/clientNote';
import { givesElementsASize } from '../../../tests/support/approvalPageHarness';
import { bind, readOf, renderPage } from '../../../tests/support/pageHarness';
import { CUSTOMER, fakeCustomerPages } from '../../../tests/support/fakeCustomerPages';
import { createLiveMachines } from '../../application/machines/liveMachines';
import { TERMINATION_CANNOT_BE_CANCELLED_MESSAGE } from '../../domain/termination/terminationActions';
import { TERMINATION_FILE_NOT_PDF_MESSAGE } from '../../domain/termination/terminationFile';
import { END_OF_SERVICE_DATE_REQUIRED_MESSAGE, TERMINATION_DATE_REQUIRED_MESSAGE, TERMINATION_PDF_REQUIRED_MESSAGE } from '../../domain/termination/terminationValidation';
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
  settings: {
    editable: {
      prodInvoicePdf: true, paymentForm: 'GIRO', newBankAccount: '', remindersOnEmail: false, collectionNotesOnEmail: false, approveReminders: false,
      receiptForCasesSent: false, receiptEmail: '', useHtmlEmail: true,
    },
    readOnly: {
      useInvoiceKid: true, dueDays: 15, shipmentType: 'PAPER', reminderDays: 14, reminder2: true, inkassoDays: 17, daysReadyCollect: 14,
      agencyName: 'Sergel Norge AS', autoInkasso: false, customerNrAtAgency: null,
    },
  },
};

const CUSTOMER_ROWS: ClientCustomerRow[] = Array.from({ length: 120 }, (_, i) => ({
  id: 5000 + i,
  nr: 1000 + i,
  name: i === 7 ? 'Bergen Bakeri AS' : `Kunde ${i}`,
  type: i % 2 === 0 ? 'Business' : 'Retail',
  email: `kunde${i}@example.no`,
  phone: i === 7 ? '55 12 34 56' : null,
}));

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
  const uploads: string[] = [];
  const deletedFiles: number[] = [];
  const notes: ClientNote[] = [
    { id: 2, title: 'Purring avtalt', text: 'Klienten <b>godtar</b> purring<script>alert(1)</script>', date: '2026-11-20', createdBy: 'Tora Teknisk', tags: [{ id: 1, name: 'routine', label: 'Rutine' }], files: [] },
    { id: 1, title: 'Oppstart', text: 'Første møte', date: '2026-01-05', createdBy: 'Tora Teknisk', tags: [], files: [{ id: 9, fileName: 'avtale.pdf', fileType: 'application/pdf', isDeleted: false }] },
  ];
  const persons: ClientPerson[] = [{ id: 7, firstName: 'Kari', lastName: 'Fjord', email: null, phone: '55 55 55 55', role: 'Daglig leder', comment: null }];
  const saved: { settings: ClientSettingsForm[]; softReminder: SoftReminderSetup; texts: ClientReminderText[] } = {
    settings: [],
    softReminder: { isEnabled: false, sendOnDay: 5, sendOnEmail: true, sendOnSMS: false, emailReminderText: 'Hei! Fakturaen har forfalt.', smsReminderText: null },
    texts: [
      { id: 1, clientId: null, reminderType: 'REMINDER1', reminderLabel: 'Purring', languageCode: 'NO', title: 'Purring', text: 'Standardtekst' },
      { id: 2, clientId: 1001, reminderType: 'REMINDER1', reminderLabel: 'Purring', languageCode: 'EN', title: 'Egen', text: 'Own text' },
    ],
  };
  const sources: ClientImportSource[] = [{ id: 4, source: 'GOLFBOX', activatedAt: '2020-01-01', personId: 7, comment: null, username: null, fileFormat: null }];
  let failDeletes = false;
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
    async updateSettings(_clientId, settings) {
      saved.settings.push(settings);
    },
    softReminder: (id) => readOf('service', `clients/${id}/dunning/soft-reminder-setup`, () => ({ ...saved.softReminder })),
    async updateSoftReminder(_clientId, setup) {
      saved.softReminder = { ...saved.softReminder, ...setup };
    },
    reminderTexts: (id) => readOf('service', `clients/${id}/debt-collection/reminder-texts`, () => [...saved.texts]),
    async saveReminderText(clientId, text, form) {
      const index = saved.texts.findIndex((t) => t.id === text.id);
      saved.texts[index] = { ...text, id: text.clientId === null ? nextId++ : text.id, clientId, title: form.title, text: form.text };
    },
    async deleteReminderText(_clientId, id) {
      const index = saved.texts.findIndex((t) => t.id === id);
      saved.texts[index] = { ...saved.texts[index]!, id: 99, clientId: null, title: 'Reminder', text: 'Default text' };
    },
    sources: (id) => readOf('service', `clients/${id}/sources`, () => [...sources]),
    async createSource(_clientId, source) {
      sources.push({ id: nextId++, ...importSourceRecord(source) });
    },
    async updateSource(id, source) {
      sources[sources.findIndex((s) => s.id === id)] = { id, ...importSourceRecord(source) };
    },
    async deleteSource(id) {
      if (failDeletes) throw new Error('500');
      sources.splice(sources.findIndex((s) => s.id === id), 1);
    },
    ftpFileFormats: () =>
      readOf('service', 'sources/ftp/formats', () => [
        { value: 'CSV', label: 'CSV (semikolonseparert)' },
        { value: 'XML', label: 'XML' },
      ]),
    ftpSetup: (id) =>
      readOf('service', `sources/${id}/ftp`, () => {
        const source = sources.find((s) => s.id === id);
        return source?.username ? { sourceId: id, username: source.username, fileFormat: source.fileFormat, server: 'sftp.norlink.no' } : null;
      }),
    async uploadFile(file) {
      uploads.push(file.name);
      return 100 + uploads.length;
    },
    async deleteFile(id) {
      deletedFiles.push(id);
    },
    downloadFile: async () => ({ fileName: 'avtale.pdf', content: new Blob(['%PDF-']) }),
    customers: (id) => readOf('service', `clients/${id}/customers`, () => CustomerList.of(CUSTOMER_ROWS)),
    ...fakeTermination(),
    ...fakeReadiness(),
  };
  return { port, notes, persons, saved, sources, uploads, deletedFiles, failNextDeletes: () => (failDeletes = true) };
}

/** The readiness report of three business customers: one ready, one locked, one not able; the switch keeps what it switched. */
function fakeReadiness(switched: number[][] = []): Pick<ClientPagePort, 'einvoiceReadiness' | 'lookUpEinvoiceReadiness' | 'switchToEhf'> {
  const customers = [
    { customerId: 71, customerNr: 1071, name: 'Klar Bygg AS', orgNo: '910000071', shipmentType: 'PAPER', fixedShipment: false, canReceiveEhf: true },
    { customerId: 72, customerNr: 1072, name: 'Låst Rør AS', orgNo: '910000072', shipmentType: 'EMAIL', fixedShipment: true, canReceiveEhf: true },
    { customerId: 73, customerNr: 1073, name: 'Papir Maling AS', orgNo: '910000073', shipmentType: 'EMAIL', fixedShipment: false, canReceiveEhf: false },
  ];
  return {
    einvoiceReadiness: (id) => readOf('service', `clients/${id}/einvoice-readiness`, () => ({ source: 'PEPPOL' as const, customers: customers.map((c) => ({ ...c })) })),
    lookUpEinvoiceReadiness: async () => true,
    async switchToEhf(_clientId, ids) {
      switched.push([...ids]);
      for (const c of customers) if (ids.includes(c.customerId) && c.canReceiveEhf && !c.fixedShipment) c.shipmentType = 'EHF';
      return { switched: ids.length, left: 0 };
    },
  };
}

const saved: string[] = [];
const renderClient = (port: ClientPagePort, entry = '/clients/1001', customerPages = fakeCustomerPages()) =>
  renderPage(<ClientPage />, {
    path: '/clients/:clientId',
    initialEntry: entry,
    bindings: [
      bind(TOKENS.ClientPage, port),
      bind(TOKENS.CustomerPages, customerPages),
      bind(TOKENS.LiveMachines, createLiveMachines()),
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

  it('shows the e-invoice readiness of the business customers and switches the chosen ready ones to EHF', async () => {
    const switched: number[][] = [];
    renderClient({ ...fakeClientPage().port, ...fakeReadiness(switched) }, '/clients/1001?tab=customers');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'E-fakturaklarhet' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-fakturaklarhet' });
    const table = await within(dialog).findByRole('table', { name: 'E-fakturaklarhet' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1071Klar Bygg AS910000071PostKan motta EHF',
      '1072Låst Rør AS910000072E-postKan motta EHF (fast forsendelse)',
      '1073Papir Maling AS910000073E-postKan ikke motta EHF',
    ]);
    // Only the customer ready to switch can be chosen.
    expect(within(rows[1]!).queryByRole('checkbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Sjekk mot EHF-nettverket' }));
    expect(await within(dialog).findByText('Sjekken kjører i bakgrunnen; listen oppdateres når svarene kommer.')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Velg alle som kan motta EHF' }));
    await user.click(within(dialog).getByRole('button', { name: 'Bytt valgte til EHF' }));
    expect(await within(dialog).findByText('Byttet 1 kunde til EHF.')).toBeTruthy();
    expect(switched).toEqual([[71]]);
    await waitFor(() => expect(within(table).getAllByRole('row')[1]!.textContent).toBe('1071Klar Bygg AS910000071EHFMottar EHF'));
  });

  it('adds a contact person with a preset role (an empty e-mail sent as null) and deletes one after asking', async () => {
    const { port, persons } = fakeClientPage();
    renderClient(port, '/clients/1001?tab=persons');
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: 'Kontaktpersoner (1)', selected: true })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Ny kontaktperson' }));
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
    ['/clients/2002', fakeClientPage().port],
    ['/clients/abc', fakeClientPage().port],
    ['/clients/1001', fakeClientPage('fails').port],
  ])("%s says part 2 §2.2's 'En feil oppstod, kunne ikke laste klient.'", async (entry, port) => {
    renderClient(port, entry);
    expect(await screen.findByText(CLIENT_LOAD_FAILED)).toBeTruthy();
    expect(screen.queryByText(/Fant ikke/)).toBeNull();
  });

  it('shows the settings panels with the read-only values marked, saves the editable ones and refuses a bad account number', async () => {
    const { port, saved } = fakeClientPage();
    renderClient(port, '/clients/1001?tab=settings');
    const user = userEvent.setup();
    for (const panel of ['Produksjon', 'Betalingspåminnelser', 'Purring', 'Inkasso', 'Rapport']) expect(await screen.findByRole('region', { name: panel })).toBeTruthy();
    const inkasso = screen.getByRole('region', { name: 'Inkasso' });
    const agency = within(inkasso).getByRole('textbox', { name: 'Inkassoselskap' }) as HTMLInputElement;
    expect(agency.value).toBe('Sergel Norge AS');
    expect(agency.readOnly).toBe(true);
    expect(within(inkasso).getAllByText(READ_ONLY_IN_DOS).length).toBe(5);

    await user.type(screen.getByRole('textbox', { name: 'Nytt kontonummer' }), '1234 56 78904');
    await user.click(screen.getByRole('button', { name: 'Lagre innstillinger' }));
    expect(await screen.findByText(NEW_BANK_ACCOUNT_INVALID)).toBeTruthy();
    expect(saved.settings).toEqual([]);
    await user.clear(screen.getByRole('textbox', { name: 'Nytt kontonummer' }));
    await user.type(screen.getByRole('textbox', { name: 'Nytt kontonummer' }), '1234 56 78903');
    await user.click(within(screen.getByRole('region', { name: 'Purring' })).getByRole('switch', { name: 'Godkjenn purringer' }));
    await user.click(screen.getByRole('button', { name: 'Lagre innstillinger' }));
    expect(await screen.findByText(SETTINGS_SAVED)).toBeTruthy();
    expect(saved.settings).toEqual([expect.objectContaining({ newBankAccount: '1234 56 78903', approveReminders: true, useHtmlEmail: true })]);
  });

  it('shows the soft reminder day (5–12) and texts only when it is on, and saves it', async () => {
    const { port, saved } = fakeClientPage();
    renderClient(port, '/clients/1001?tab=settings');
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Betalingspåminnelser' });
    const toggle = await within(panel).findByRole('switch', { name: 'Send betalingspåminnelse' });
    expect(within(panel).queryByRole('combobox', { name: 'Dager etter forfall' })).toBeNull();
    expect(within(panel).queryByRole('textbox', { name: 'E-posttekst' })).toBeNull();
    await user.click(toggle);
    expect((within(panel).getByRole('textbox', { name: 'E-posttekst' }) as HTMLTextAreaElement).value).toBe('Hei! Fakturaen har forfalt.');
    await user.click(within(panel).getByRole('combobox', { name: 'Dager etter forfall' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['5', '6', '7', '8', '9', '10', '11', '12']);
    await user.click(screen.getByRole('option', { name: '9' }));
    await user.click(within(panel).getByRole('button', { name: 'Lagre betalingspåminnelse' }));
    await waitFor(() => expect(saved.softReminder).toMatchObject({ isEnabled: true, sendOnDay: 9 }));
  });

  it('lists reminder texts, edits a default into the client\'s own, and resets the client\'s own to the default', async () => {
    const { port, saved } = fakeClientPage();
    renderClient(port, '/clients/1001?tab=reminderTexts');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Purretekster' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent));
    expect(rows).toEqual([['Purring', 'Norsk', 'Purring', 'Standard'], ['Purring', 'Engelsk', 'Egen', 'Egen']]);
    expect(screen.queryByRole('button', { name: 'Slett og tilbakestill Purring Norsk' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Endre Purring Norsk' }));
    const dialog = await screen.findByRole('dialog');
    const text = within(dialog).getByRole('textbox', { name: 'Tekst' });
    await user.clear(text);
    await user.type(text, 'Vår egen purring');
    await user.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved.texts[0]).toMatchObject({ clientId: 1001, text: 'Vår egen purring' });

    await user.click(await screen.findByRole('button', { name: 'Slett og tilbakestill Purring Engelsk' }));
    const confirm = (await screen.findByText(/Slette klientens egen tekst for Purring Engelsk/)).closest<HTMLElement>('[role="alert"]')!;
    await user.click(within(confirm).getByRole('button', { name: 'Slett og tilbakestill' }));
    await waitFor(() => expect(saved.texts[1]).toMatchObject({ clientId: null, text: 'Default text' }));
  });

  it('adds an SFTP source (username required, file format optional), edits one, and says Noe gikk galt when a delete fails', async () => {
    const { port, sources, failNextDeletes } = fakeClientPage();
    renderClient(port, '/clients/1001?tab=sources');
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: 'Importkilder (1)', selected: true })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Importkilder' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Aktiv');
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Kari Fjord');

    await user.click(screen.getByRole('button', { name: 'Ny importkilde' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny importkilde' });
    expect(within(dialog).queryByRole('textbox', { name: 'Brukernavn' })).toBeNull();
    await user.click(within(dialog).getByRole('combobox', { name: 'Kilde' }));
    const offered = await screen.findAllByRole('option');
    expect(offered).toHaveLength(10);
    await user.click(screen.getByRole('option', { name: 'SFTP' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await within(dialog).findByText(SOURCE_USERNAME_MISSING)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Brukernavn' }), 'kunde1001');
    // The file format is chosen from GET sources/ftp/formats.
    await user.click(within(dialog).getByRole('combobox', { name: 'Filformat' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Ikke valgt', 'CSV (semikolonseparert)', 'XML']);
    await user.click(screen.getByRole('option', { name: 'XML' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sources.at(-1)).toMatchObject({ source: 'SFTP', username: 'kunde1001', fileFormat: 'XML' });

    // The SFTP source's setup: server, username, file format.
    await user.click(await screen.findByRole('button', { name: /^FTP-oppsett for SFTP fra / }));
    const ftp = await screen.findByRole('dialog', { name: /^FTP-oppsett/ });
    const setup = await within(ftp).findByRole('table', { name: 'FTP-oppsett' });
    expect(within(setup).getAllByRole('row').map((row) => row.textContent)).toEqual(['Serversftp.norlink.no', 'Brukernavnkunde1001', 'FilformatXML']);
    await user.click(within(ftp).getByRole('button', { name: 'Lukk' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: /^FTP-oppsett for Golfbox/ })).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Endre Golfbox fra 01.01.2020' }));
    const edit = await screen.findByRole('dialog', { name: 'Rediger importkilde' });
    await user.type(within(edit).getByRole('textbox', { name: 'Kommentar' }), 'Via portal');
    await user.click(within(edit).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(sources[0]).toMatchObject({ id: 4, comment: 'Via portal' }));

    failNextDeletes();
    await user.click(await screen.findByRole('button', { name: 'Slett Golfbox fra 01.01.2020' }));
    const confirm = (await screen.findByText('Slette importkilden Golfbox fra 01.01.2020?')).closest<HTMLElement>('[role="alert"]')!;
    await user.click(within(confirm).getByRole('button', { name: 'Slett' }));
    expect(await screen.findByText(SOURCE_DELETE_FAILED)).toBeTruthy();
    expect(sources).toHaveLength(2);
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
    await waitFor(() => expect(saved).toContain('oppsigelse.pdf'));
    await userEvent.click(within(card).getByRole('button', { name: 'Reaktiver klient' }));
    expect(await screen.findByRole('dialog', { name: 'Reaktiver klient' })).toBeTruthy();
  });

  it('the termination form: the domain rule on its fields, and closing or leaving it with changes asks first', async () => {
    const { port } = fakeClientPage();
    let saves = 0;
    renderClient({ ...port, ...fakeTermination(), saveTermination: async () => (saves++, { isActive: true, terminationDate: null, endOfServiceDate: null }) }, '/clients/1001?tab=org');
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Oppsigelse' });
    await user.click(await within(card).findByRole('button', { name: 'Avslutt klientforhold' }));
    let form = await screen.findByRole('dialog', { name: 'Ny oppsigelse' });
    // Nothing changed: 'Avbryt' closes at once.
    await user.click(within(form).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(card).getByRole('button', { name: 'Avslutt klientforhold' }));
    form = await screen.findByRole('dialog', { name: 'Ny oppsigelse' });
    await user.click(within(form).getByRole('button', { name: 'Lagre' }));
    expect(await within(form).findByText(TERMINATION_DATE_REQUIRED_MESSAGE)).toBeTruthy();
    expect(within(form).getByText(END_OF_SERVICE_DATE_REQUIRED_MESSAGE)).toBeTruthy();
    expect(within(form).getByText(TERMINATION_PDF_REQUIRED_MESSAGE)).toBeTruthy();
    // A file that is not a PDF by its bytes, whatever its name.
    await user.upload(form.querySelector<HTMLInputElement>('#termination-pdf')!, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'bilde.pdf', { type: 'application/pdf' }));
    expect(await within(form).findByText(TERMINATION_FILE_NOT_PDF_MESSAGE)).toBeTruthy();
    expect(saves).toBe(0);

    // Changed: 'Avbryt' asks; staying keeps what was typed, discarding closes.
    await user.type(within(form).getByRole('textbox', { name: 'Årsak' }), 'Sagt opp på telefon');
    await user.click(within(form).getByRole('button', { name: 'Avbryt' }));
    let ask = await screen.findByRole('dialog', { name: 'Ulagrede endringer' });
    await user.click(within(ask).getByRole('button', { name: 'Fortsett å redigere' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ulagrede endringer' })).toBeNull());
    expect((within(form).getByRole('textbox', { name: 'Årsak' }) as HTMLTextAreaElement).value).toBe('Sagt opp på telefon');

    // Leaving for another tab with the changes (a navigation from outside the dialog) is held too.
    fireEvent.click(screen.getByRole('tab', { name: /^Merknader/, hidden: true }));
    ask = await screen.findByRole('dialog', { name: 'Ulagrede endringer' });
    await user.click(within(ask).getByRole('button', { name: 'Bli på siden' }));
    expect(screen.getByRole('tab', { name: 'Klientinfo', selected: true, hidden: true })).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Avbryt' }));
    ask = await screen.findByRole('dialog', { name: 'Ulagrede endringer' });
    await user.click(within(ask).getByRole('button', { name: 'Forkast endringene' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).getByRole('button', { name: 'Avslutt klientforhold' })).toBeTruthy();
    expect(saves).toBe(0);
  });
});
