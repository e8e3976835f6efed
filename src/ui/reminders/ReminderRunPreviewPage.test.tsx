import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReminderRunPort, ReminderRunPreview } from '../../application/ports/legalRules.port';
import { TOKENS } from '../../composition/tokens';
import { isoText } from '../../domain/dates/calendarDay';
import { addDays } from '../../domain/dates/isoDate';
import { formatNorwegianDate } from '../../domain/dates/norwegianDate';
import { osloClock } from '../../domain/dates/osloClock';
import { normalizeAmountText } from '../../domain/money/formatAmount';
import { bind, readOf, renderPage } from '../../../tests/support/pageHarness';
import { signedInSession } from '../../../tests/support/signedInSession';
import { ReminderRunPreviewPage } from './ReminderRunPreviewPage';

const today = isoText(osloClock(new Date()));
const text = (element: HTMLElement) => normalizeAmountText(element.textContent ?? '');

const lastRun = { runDate: addDays(today, -1), clients: 4, reminders: { REMINDER1: 9, REMINDER2: 2 }, stopped: 3, fee: 77_000, interest: 4_321 };

const preview = (runDate: string, reminders: number): ReminderRunPreview => ({
  runDate,
  lastRun: runDate === addDays(today, 3) ? null : lastRun,
  clientsRun: 3,
  clients: [
    {
      clientId: 1001, clientName: 'Fjord Rør AS', reminders: { REMINDER1: reminders, REMINDER2: 1 }, shipments: { PAPER: reminders, EMAIL: 1, EFAKTURA: 0 },
      fee: 7_000, interest: 1_250, sum: 258_250,
      stopped: [{ invoiceNr: 700_001, customerNr: 30_001, customerName: 'Kari Nordmann', reminderType: 'REMINDER1', reason: 'Beløpet er under klientens beløpsgrense' }],
    },
  ],
  reminders: reminders + 1,
  stopped: 1,
  fee: 7_000,
  interest: 1_250,
  notes: ['Forsinkelsesrente for perioden fra 01.07.2026 var ikke lagt inn; siste kjente verdi 12,00 % er brukt.'],
});

/** The run in memory: today's preview until it has run, nothing to preview after. */
function fakeRun() {
  let ran = false;
  const port: ReminderRunPort = {
    preview: (date) => readOf('service', 'reminders/preview', () => (date === today && ran ? { ...preview(date, 0), clients: [], reminders: 0, stopped: 0, fee: 0, interest: 0 } : preview(date, date === today ? 1 : 4)), { date }),
    runToday: vi.fn(async () => {
      ran = true;
      return { runDate: today, bundleId: 77, clients: 4, reminders: 2, stopped: 1 };
    }),
  };
  return port;
}

async function renderPreview(roles: string[], port: ReminderRunPort, initialEntry = '/reminders/preview') {
  return renderPage(<ReminderRunPreviewPage />, {
    path: '/reminders/preview',
    initialEntry,
    bindings: [bind(TOKENS.ReminderRun, port), bind(TOKENS.Session, await signedInSession(roles))],
  });
}

describe('/reminders/preview (issue 42)', () => {
  it("shows what today's run would make per client, the stopped ones with their reasons and the notes; 'Kjør nå' runs it and shows what it made beside the preview", async () => {
    const port = fakeRun();
    await renderPreview(['Technical'], port);
    const day = await screen.findByRole('region', { name: `Forhåndsvist ${formatNorwegianDate(today)}` });
    const clients = await within(day).findByRole('table', { name: `Klienter ${formatNorwegianDate(today)}` });
    const [, row, totals] = within(clients).getAllByRole('row');
    expect(within(row!).getAllByRole('cell').map(text)).toEqual(['1', '1', '1', '1', '0', '70,00', '12,50', '2 582,50', '1']);
    expect(text(totals!)).toContain('Totalt');
    expect(text(day)).toContain('2 purringer, 1 stoppet');
    expect(text(day)).toContain('3 klienter er kjørt allerede denne dagen og er ikke med.');
    expect(within(day).getByText(/^Forsinkelsesrente for perioden fra 01.07.2026/)).toBeTruthy();
    const stopped = within(day).getByRole('region', { name: `Stoppede purringer ${formatNorwegianDate(today)}` });
    expect(within(stopped).queryByRole('table')).toBeNull();
    await userEvent.click(within(stopped).getByText('1001 Fjord Rør AS (1)'));
    const list = await within(stopped).findByRole('table', { name: 'Stoppede purringer: 1001 Fjord Rør AS' });
    expect(within(list).getAllByRole('cell').map(text)).toEqual(['700001', '30001 Kari Nordmann', 'Purring', 'Beløpet er under klientens beløpsgrense']);

    const against = within(day).getByRole('table', { name: `Sammenlignet med forrige kjøring ${formatNorwegianDate(today)}` });
    expect(within(against).getAllByRole('columnheader').map(text)).toEqual([`Forhåndsvist ${formatNorwegianDate(today)}`, `Forrige kjøring ${formatNorwegianDate(addDays(today, -1))} (4 klienter)`]);
    expect(within(against).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('rowheader').concat(within(r).getAllByRole('cell')).map(text))).toEqual([
      ['Purring', '1', '9'],
      ['2. purring', '1', '2'],
      ['Stoppet', '1', '3'],
      ['Gebyr', '70,00', '770,00'],
      ['Renter', '12,50', '43,21'],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Kjør nå' }));
    const made = await screen.findByRole('alert', { name: 'Kjøringen laget' });
    expect(text(made)).toContain('Forhåndsvist: 2 purringer, 1 stoppet');
    expect(text(made)).toContain('Kjøringen laget: 2 purringer, 1 stoppet');
    expect(within(made).getByRole('link', { name: 'Åpne bunten' }).getAttribute('href')).toBe('/reminders/bundle/77');
    expect(port.runToday).toHaveBeenCalledTimes(1);
    // The run has claimed the day: its preview has nothing left.
    await waitFor(() => expect(within(day).getByText('Kjøringen ville ikke laget eller stoppet noen purringer.')).toBeTruthy());
  });

  it("compares two days side by side, and runs only today's run", async () => {
    const port = fakeRun();
    const other = addDays(today, 3);
    await renderPreview(['Technical'], port, `/reminders/preview?date=${other}`);
    const first = await screen.findByRole('region', { name: `Forhåndsvist ${formatNorwegianDate(other)}` });
    expect(text(first)).toContain('5 purringer, 1 stoppet');
    expect(text(first)).toContain('Ingen kjøring før denne dagen å sammenligne med.');
    expect(screen.queryByRole('button', { name: 'Kjør nå' })).toBeNull();
    expect(screen.getByText('Kjør nå gjelder bare dagens kjøring.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sammenlign med en annen dato' }));
    const second = await screen.findByRole('region', { name: `Forhåndsvist ${formatNorwegianDate(addDays(other, 1))}` });
    expect(text(second)).toContain('5 purringer, 1 stoppet');
    await userEvent.click(screen.getByRole('button', { name: 'Fjern sammenligning' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: `Forhåndsvist ${formatNorwegianDate(addDays(other, 1))}` })).toBeNull());
  });

  it("says it is loading, then that the read failed, with 'Kjør nå' held back until there is a preview", async () => {
    let fail: (error: Error) => void = () => undefined;
    const port: ReminderRunPort = {
      preview: (date) => readOf('service', 'reminders/preview', () => new Promise<ReminderRunPreview>((_, reject) => (fail = reject)), { date }),
      runToday: vi.fn(),
    };
    await renderPreview(['Technical'], port);
    const day = await screen.findByRole('region', { name: `Forhåndsvist ${formatNorwegianDate(today)}` });
    expect(within(day).getByRole('status').textContent).toContain('Laster');
    expect((screen.getByRole('button', { name: 'Kjør nå' }) as HTMLButtonElement).disabled).toBe(true);
    fail(new Error('500'));
    expect(await within(day).findByText('Feil under lasting av data')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Kjør nå' }) as HTMLButtonElement).disabled).toBe(true);
    expect(port.runToday).not.toHaveBeenCalled();
  });

  it('is used with the keyboard: the stopped reminders sit in native disclosures, and Enter on the focused button runs', async () => {
    const port = fakeRun();
    const user = userEvent.setup();
    await renderPreview(['Technical'], port);
    const day = await screen.findByRole('region', { name: `Forhåndsvist ${formatNorwegianDate(today)}` });
    await within(day).findByRole('table', { name: `Klienter ${formatNorwegianDate(today)}` });
    // A native <summary>: the browser opens it with Enter or Space (jsdom does not act it out, Chromium does).
    const summary = within(day).getByText('1001 Fjord Rør AS (1)');
    expect(summary.tagName).toBe('SUMMARY');
    screen.getByRole('button', { name: 'Kjør nå' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert', { name: 'Kjøringen laget' })).toBeTruthy();
    expect(port.runToday).toHaveBeenCalledTimes(1);
  });

  it('asks nothing of the server for an officer without the Technical role', async () => {
    const port = fakeRun();
    const previewSpy = vi.spyOn(port, 'preview');
    await renderPreview([], port);
    expect(await screen.findByText('Forhåndsvisningen av purrekjøringen er for teknisk ansvarlige.')).toBeTruthy();
    expect(previewSpy).not.toHaveBeenCalled();
  });
});
