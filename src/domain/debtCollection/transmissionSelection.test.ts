import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, toggleAll, toggleRow } from '../selection/selectionModel';
import { caseSelectionModel, listedCaseClients, paymentSelectionModel, readyCaseCount, readyPaymentCount } from './transmissionSelection';

describe('pending transmission selection models', () => {
  it('payments: every client, only Ready payments tickable', () => {
    const model = paymentSelectionModel([
      { clientId: 1, payments: [{ id: 10, status: 'Ready' }, { id: 11, status: 'Sent' }] },
      { clientId: 2, payments: [{ id: 20, status: 'Approved' }] },
    ]);
    expect(model.groups.map((g) => g.id)).toEqual([1, 2]);
    expect(toggleAll(model, EMPTY_SELECTION).selection).toEqual([10]);
  });

  it('payments: the ready count is what can be ticked, Sent and decided payments left out', () => {
    const clients = [
      { clientId: 1, payments: [{ id: 10, status: 'Ready' }, { id: 11, status: 'Sent' }, { id: 12, status: 'Ready' }] },
      { clientId: 2, payments: [{ id: 20, status: 'Approved' }, { id: 21, status: 'Ready' }] },
    ];
    expect(readyPaymentCount(clients)).toBe(3);
    expect(readyPaymentCount(clients)).toBe(toggleAll(paymentSelectionModel(clients), EMPTY_SELECTION).selection.length);
  });

  it('cases: clients without ready cases are left out; a missing agency number blocks a case only where the client has numbers', () => {
    const clients = [
      {
        clientId: 1,
        readyCount: 3,
        agencyCustomerNumbers: [{ number: '010011' }],
        invoices: [
          { id: 10, status: 'Ready', agencyCustomerNumber: null },
          { id: 11, status: 'Ready', agencyCustomerNumber: '010011' },
          { id: 12, status: 'Approved', agencyCustomerNumber: '010011' },
        ],
      },
      { clientId: 2, readyCount: 1, agencyCustomerNumbers: [], invoices: [{ id: 20, status: 'Ready' }] },
      { clientId: 3, readyCount: 0, agencyCustomerNumbers: [], invoices: [{ id: 30, status: 'Rejected' }] },
    ];
    expect(listedCaseClients(clients).map((c) => c.clientId)).toEqual([1, 2]);
    const model = caseSelectionModel(clients);
    expect(toggleAll(model, EMPTY_SELECTION).selection).toEqual([11, 20]);
    expect(toggleRow(model, EMPTY_SELECTION, 10).outcome).toEqual({ kind: 'notSelectable', message: 'Kan ikke krysses av' });
  });

  it('cases: the ready count holds every Ready case, also one waiting for its agency number, which turns tickable once chosen', () => {
    const waiting = { id: 10, status: 'Ready', agencyCustomerNumber: null as string | null };
    const clients = (caseTen: typeof waiting) => [
      {
        clientId: 1,
        readyCount: 2,
        agencyCustomerNumbers: [{ number: '010011' }],
        invoices: [caseTen, { id: 11, status: 'Ready', agencyCustomerNumber: '010011' }, { id: 12, status: 'Approved', agencyCustomerNumber: '010011' }],
      },
      { clientId: 2, readyCount: 1, agencyCustomerNumbers: [], invoices: [{ id: 20, status: 'Ready' }, { id: 21, status: 'Rejected' }] },
    ];
    expect(readyCaseCount(clients(waiting))).toBe(3);
    expect(toggleAll(caseSelectionModel(clients(waiting)), EMPTY_SELECTION).selection).toEqual([11, 20]);
    const chosen = clients({ ...waiting, agencyCustomerNumber: '010011' });
    expect(readyCaseCount(chosen)).toBe(3);
    expect(toggleAll(caseSelectionModel(chosen), EMPTY_SELECTION).selection).toHaveLength(readyCaseCount(chosen));
  });
});
