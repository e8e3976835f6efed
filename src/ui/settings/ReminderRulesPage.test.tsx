import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReminderRule, ReminderRulesPort } from '../../application/ports/reminderRules.port';
import { TOKENS } from '../../composition/tokens';
import { AMOUNT_MISSING, CURRENCY_MISSING, NAME_MISSING, REMINDER_RULE_TYPES, RULE_ADD_FAILED, type ReminderRuleType } from '../../domain/reminderRules/reminderRules';
import { fakeSearch } from '../../../tests/support/fakeSearch';
import { bind, readOf, renderPage } from '../../../tests/support/pageHarness';
import { ApiFailure } from '../../adapters/http/shared/answer';
import { ReminderRulesPage } from './ReminderRulesPage';

const CLIENTS = [
  { id: 1001, name: 'Fjordkraft Regnskap AS', isActive: true, orgNo: '999888777', bankAccount: '1' },
  { id: 2002, name: 'Bergen Bygg AS', isActive: true, orgNo: '999888776', bankAccount: '2' },
];

/** Rules in memory; the same rule twice is refused as the server refuses it. */
function fakeRules(initial: ReminderRule[]): ReminderRulesPort & { rows: ReminderRule[] } {
  const rows = [...initial];
  let nextId = 100;
  return {
    rows,
    rules: (clientId) =>
      readOf('service', 'debt-collection/reminder-rules', () => {
        const byType = Object.fromEntries(REMINDER_RULE_TYPES.map((type) => [type, [] as ReminderRule[]])) as Record<ReminderRuleType, ReminderRule[]>;
        for (const rule of rows) if (clientId === null || rule.clientId === clientId) byType[rule.type].push(rule);
        return byType;
      }, clientId === null ? undefined : { clientId }),
    add: async (clientId, type, values) => {
      if (rows.some((rule) => rule.clientId === clientId && rule.type === type && JSON.stringify({ ...rule, id: 0 }) === JSON.stringify({ ...rule, ...values, id: 0 }))) {
        throw new ApiFailure(409, RULE_ADD_FAILED);
      }
      const rule: ReminderRule = { id: nextId++, clientId, clientName: CLIENTS.find((c) => c.id === clientId)!.name, type, ...values };
      rows.push(rule);
      return rule;
    },
    remove: async ({ id }) => {
      rows.splice(rows.findIndex((rule) => rule.id === id), 1);
    },
  };
}

const limit = (id: number, clientId: number, amount: number): ReminderRule => ({
  id, clientId, clientName: CLIENTS.find((c) => c.id === clientId)!.name, type: 'AMOUNT_LIMIT',
  amount, currencyCode: null, text: null, fromDate: null, toDate: null, fromNumber: null, toNumber: null, inclusive: true,
});

function renderRules(rules: ReturnType<typeof fakeRules>, initialEntry = '/settings/reminder-rules') {
  return renderPage(<ReminderRulesPage />, {
    path: '/settings/reminder-rules',
    initialEntry,
    bindings: [bind(TOKENS.ReminderRules, rules), bind(TOKENS.Search, fakeSearch({ clients: CLIENTS, customers: [], invoices: [] }))],
  });
}

describe('/settings/reminder-rules/', () => {
  it('opens on AMOUNT_LIMIT with a count on every tab and the rules of the tab', async () => {
    renderRules(fakeRules([limit(1, 1001, 50_000), limit(2, 2002, 10_000)]));
    const table = await screen.findByRole('table', { name: 'Beløpsgrense' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('500,00')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Beløpsgrense 2 regler', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Utelat kunde 0 regler' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Innstillinger' }).getAttribute('href')).toBe('/settings');
  });

  it('filters by the client in the address', async () => {
    renderRules(fakeRules([limit(1, 1001, 50_000), limit(2, 2002, 10_000)]), '/settings/reminder-rules?clientId=2002');
    const table = await screen.findByRole('table', { name: 'Beløpsgrense' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(await screen.findByDisplayValue('2002 Bergen Bygg AS')).toBeTruthy();
  });

  it('adds a rule once the client and amount are set, and refuses the same one again', async () => {
    const rules = fakeRules([]);
    renderRules(rules, '/settings/reminder-rules?clientId=1001');
    const user = userEvent.setup();
    await screen.findByText('Ingen regler');
    await user.click(screen.getByRole('button', { name: 'Legg til regel' }));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Legg til' });
    await waitFor(() => expect(within(dialog).getByRole<HTMLInputElement>('combobox', { name: 'Klient' }).value).toBe('1001 Fjordkraft Regnskap AS'));
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    const amount = within(dialog).getByRole('textbox', { name: 'Beløp' });
    await user.click(amount);
    await user.tab();
    expect(within(dialog).getByText(AMOUNT_MISSING)).toBeTruthy();
    await user.type(amount, '1 250,50');
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rules.rows).toMatchObject([{ clientId: 1001, type: 'AMOUNT_LIMIT', amount: 125_050 }]);
    expect(await screen.findByText(/^1\s250,50$/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Legg til regel' }));
    const again = await screen.findByRole('dialog');
    await user.type(within(again).getByRole('textbox', { name: 'Beløp' }), '1250,50');
    await user.click(within(again).getByRole('button', { name: 'Legg til' }));
    expect(await within(again).findByText(RULE_ADD_FAILED)).toBeTruthy();
    expect(rules.rows).toHaveLength(1);
  });

  it('asks for a name and a currency, and clears the currency when the client changes', async () => {
    renderRules(fakeRules([]), '/settings/reminder-rules?tab=EXCLUDE_CURRENCY&clientId=1001');
    const user = userEvent.setup();
    await screen.findByText('Ingen regler');
    await user.click(screen.getByRole('button', { name: 'Legg til regel' }));
    const dialog = await screen.findByRole('dialog');
    const currency = within(dialog).getByRole('textbox', { name: 'Valuta' });
    expect(within(dialog).getByText('F.eks. NOK')).toBeTruthy();
    await user.click(currency);
    await user.tab();
    expect(within(dialog).getByText(CURRENCY_MISSING)).toBeTruthy();
    await user.type(currency, 'SEK');
    const picker = within(dialog).getByRole('combobox', { name: 'Klient' });
    await user.clear(picker);
    await user.type(picker, 'Bergen');
    await user.click(await screen.findByRole('option', { name: /2002 Bergen Bygg AS/ }));
    expect((currency as HTMLInputElement).value).toBe('');
  });

  it('deletes a rule by its button', async () => {
    const rules = fakeRules([]);
    rules.rows.push({ ...limit(7, 1001, 0), type: 'EXCLUDE_CUSTOMER', amount: null, text: 'Kari Nordmann' });
    renderRules(rules, '/settings/reminder-rules?tab=EXCLUDE_CUSTOMER');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Slett regel 1001 Fjordkraft Regnskap AS, Kari Nordmann' }));
    expect(await screen.findByText('Ingen regler')).toBeTruthy();
    expect(rules.rows).toEqual([]);
  });

  it('shows the name message for a customer rule', async () => {
    renderRules(fakeRules([]), '/settings/reminder-rules?tab=EXCLUDE_CUSTOMER&clientId=1001');
    const user = userEvent.setup();
    await screen.findByText('Ingen regler');
    await user.click(screen.getByRole('button', { name: 'Legg til regel' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('textbox', { name: 'Navn' }));
    await user.tab();
    expect(within(dialog).getByText(NAME_MISSING)).toBeTruthy();
  });
});
