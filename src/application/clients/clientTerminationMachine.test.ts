import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { TERMINATION_CANNOT_BE_CANCELLED_MESSAGE } from '../../domain/termination/terminationActions';
import { BANKRUPTCY_NOTE } from '../../domain/termination/terminationForm';
import { TERMINATION_FILE_NOT_PDF_MESSAGE } from '../../domain/termination/terminationFile';
import type { ClientTerminationStatus } from '../../domain/termination/terminationStatus';
import { TERMINATION_DATE_IN_FUTURE_MESSAGE, TERMINATION_PDF_REQUIRED_MESSAGE } from '../../domain/termination/terminationValidation';
import {
  clientTerminationMachine,
  submissionIssues,
  type RevokeTerminationInput,
  type SaveTerminationInput,
  type TerminationSubmission,
} from './clientTerminationMachine';

const TODAY = '2026-11-25';
const notTerminated: ClientTerminationStatus = { isActive: true, terminationDate: null, endOfServiceDate: null, terminationNote: null };
const terminatedActive: ClientTerminationStatus = { isActive: true, terminationDate: '2026-11-01', endOfServiceDate: '2026-12-31', terminationNote: 'Sagt opp' };
const terminatedInactive: ClientTerminationStatus = { isActive: false, terminationDate: '2026-08-01', endOfServiceDate: '2026-10-31', terminationNote: 'Sagt opp' };
const pdf = { name: 'oppsigelse.pdf', bytes: new TextEncoder().encode('%PDF-1.4 ...') };
const valid: TerminationSubmission = { note: 'Sagt opp', terminationDate: TODAY, endOfServiceDate: '2026-12-31', file: pdf };

/** A machine whose calls answer what the test says, remembering what they were asked and what the page was told. */
function start(
  save: (input: SaveTerminationInput) => Promise<ClientTerminationStatus> = async (input) => ({ isActive: true, terminationDate: input.terminationDate, endOfServiceDate: input.endOfServiceDate, terminationNote: input.note }),
  revoke: (input: RevokeTerminationInput) => Promise<void> = async () => undefined,
) {
  const saved: SaveTerminationInput[] = [];
  const revoked: RevokeTerminationInput[] = [];
  let changes = 0;
  const machine = clientTerminationMachine.provide({
    actors: {
      saveTermination: fromPromise<ClientTerminationStatus, SaveTerminationInput>(({ input }) => {
        saved.push(input);
        return save(input);
      }),
      revokeTermination: fromPromise<void, RevokeTerminationInput>(({ input }) => {
        revoked.push(input);
        return revoke(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { clientId: 1003, today: TODAY } });
  actor.on('changed', () => changes++);
  actor.start();
  return { actor, saved, revoked, changes: () => changes };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('client termination: the buttons by the rules of part 2 §4', () => {
  it('waits for the status, then offers "Avslutt klientforhold" when there is no end date', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'LOADED', status: notTerminated, isBankrupt: false });
    expect(actor.getSnapshot().value).toEqual({ idle: 'notTerminated' });
    expect(actor.getSnapshot().can({ type: 'OPEN_FORM' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'REVOKE' })).toBe(false);
  });

  it('offers "Opphev oppsigelse" and "Utsett oppsigelse" with an end date while the client is active', () => {
    const { actor } = start();
    actor.send({ type: 'LOADED', status: terminatedActive, isBankrupt: false });
    expect(actor.getSnapshot().value).toEqual({ idle: 'terminatedActive' });
    expect(actor.getSnapshot().can({ type: 'REVOKE' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'OPEN_FORM' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'REACTIVATE' })).toBe(false);
  });

  it('offers only "Reaktiver klient" once the client is inactive; cancelling says the end date has passed', () => {
    const { actor, revoked } = start();
    actor.send({ type: 'LOADED', status: terminatedInactive, isBankrupt: false });
    expect(actor.getSnapshot().value).toEqual({ idle: 'terminatedInactive' });
    expect(actor.getSnapshot().can({ type: 'OPEN_FORM' })).toBe(false);
    actor.send({ type: 'REVOKE' });
    expect(actor.getSnapshot().context.alert).toBe(TERMINATION_CANNOT_BE_CANCELLED_MESSAGE);
    expect(actor.getSnapshot().value).toEqual({ idle: 'terminatedInactive' });
    expect(revoked).toEqual([]);
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it('follows a refreshed status', () => {
    const { actor } = start();
    actor.send({ type: 'LOADED', status: notTerminated, isBankrupt: false });
    actor.send({ type: 'LOADED', status: terminatedInactive, isBankrupt: false });
    expect(actor.getSnapshot().value).toEqual({ idle: 'terminatedInactive' });
  });
});

describe('client termination: the forms', () => {
  it('opens the bankruptcy form when the register says bankrupt: dates today, note "Bedriften er konkurs"', () => {
    const { actor } = start();
    actor.send({ type: 'LOADED', status: terminatedActive, isBankrupt: true });
    actor.send({ type: 'OPEN_FORM' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'bankrupt' });
    expect(actor.getSnapshot().context.form).toEqual({ kind: 'bankrupt', note: BANKRUPTCY_NOTE, terminationDate: TODAY, endOfServiceDate: TODAY });
  });

  it('opens "Endre oppsigelse" with the registered dates when a termination exists', () => {
    const { actor } = start();
    actor.send({ type: 'LOADED', status: terminatedActive, isBankrupt: false });
    actor.send({ type: 'OPEN_FORM' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'edit' });
    expect(actor.getSnapshot().context.form).toMatchObject({ kind: 'edit', title: 'Endre oppsigelse', terminationDate: '2026-11-01', endOfServiceDate: '2026-12-31' });
  });

  it('opens the new-termination form otherwise, and closes it on cancel without sending anything', () => {
    const { actor, saved } = start();
    actor.send({ type: 'LOADED', status: notTerminated, isBankrupt: false });
    actor.send({ type: 'OPEN_FORM' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'new' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toEqual({ idle: 'notTerminated' });
    expect(actor.getSnapshot().context.form).toBeNull();
    expect(saved).toEqual([]);
  });

  it('refuses a form without a PDF, with a file that is not a PDF by its bytes, or a future termination date; nothing is sent', () => {
    const { actor, saved } = start();
    actor.send({ type: 'LOADED', status: notTerminated, isBankrupt: false });
    actor.send({ type: 'OPEN_FORM' });
    const form = actor.getSnapshot().context.form;
    const noPdf = { ...valid, file: null };
    const notPdf = { ...valid, file: { name: 'bilde.pdf', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) } };
    const future = { ...valid, terminationDate: '2026-11-26' };
    // The form shows these on its fields (the same domain rule); the machine sends none of them.
    expect(submissionIssues(noPdf, form, TODAY)).toContainEqual({ field: 'file', message: TERMINATION_PDF_REQUIRED_MESSAGE });
    expect(submissionIssues(notPdf, form, TODAY)).toEqual([{ field: 'file', message: TERMINATION_FILE_NOT_PDF_MESSAGE }]);
    expect(submissionIssues(future, form, TODAY)).toEqual([{ field: 'terminationDate', message: TERMINATION_DATE_IN_FUTURE_MESSAGE }]);
    for (const submission of [noPdf, notPdf, future]) {
      actor.send({ type: 'SUBMIT', submission });
      expect(actor.getSnapshot().value).toEqual({ editing: 'new' });
    }
    expect(saved).toEqual([]);
  });

  it('saves a valid termination with its PDF, then shows the new status and tells the page', async () => {
    const { actor, saved, changes } = start();
    actor.send({ type: 'LOADED', status: notTerminated, isBankrupt: false });
    actor.send({ type: 'OPEN_FORM' });
    actor.send({ type: 'SUBMIT', submission: valid });
    expect(actor.getSnapshot().value).toBe('saving');
    await settle();
    expect(saved).toEqual([{ clientId: 1003, note: 'Sagt opp', terminationDate: TODAY, endOfServiceDate: '2026-12-31', file: pdf }]);
    expect(actor.getSnapshot().value).toEqual({ idle: 'terminatedActive' });
    expect(actor.getSnapshot().context.form).toBeNull();
    expect(changes()).toBe(1);
  });

  it('postpones without a new PDF (the registered one stands)', async () => {
    const { actor, saved } = start();
    actor.send({ type: 'LOADED', status: terminatedActive, isBankrupt: false });
    actor.send({ type: 'OPEN_FORM' });
    actor.send({ type: 'SUBMIT', submission: { ...valid, terminationDate: '2026-11-01', endOfServiceDate: '2027-03-31', file: null } });
    await settle();
    expect(saved[0]).toMatchObject({ endOfServiceDate: '2027-03-31', file: null });
  });

  it('keeps the form open with the message when the server refuses, and hands the form the error', async () => {
    const refusal = new Error('Oppsigelsesdato kan ikke være etter dagens dato');
    const { actor, changes } = start(async () => Promise.reject(refusal));
    const told: unknown[] = [];
    actor.on('refused', (event) => told.push(event.error));
    actor.send({ type: 'LOADED', status: notTerminated, isBankrupt: false });
    actor.send({ type: 'OPEN_FORM' });
    actor.send({ type: 'SUBMIT', submission: valid });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ editing: 'refused' });
    expect(actor.getSnapshot().context.alert).toBe('Oppsigelsesdato kan ikke være etter dagens dato');
    expect(told).toEqual([refusal]);
    expect(changes()).toBe(0);
    actor.send({ type: 'SUBMIT', submission: valid });
    expect(actor.getSnapshot().value).toBe('saving');
  });
});

describe('client termination: revoking and reactivating, with an optional comment', () => {
  it('revokes with a comment', async () => {
    const { actor, revoked, changes } = start();
    actor.send({ type: 'LOADED', status: terminatedActive, isBankrupt: false });
    actor.send({ type: 'REVOKE' });
    expect(actor.getSnapshot().value).toBe('commenting');
    expect(actor.getSnapshot().context.commentFor).toBe('revoke');
    actor.send({ type: 'CONFIRM', comment: '  Klienten ombestemte seg ' });
    await settle();
    expect(revoked).toEqual([{ clientId: 1003, comment: 'Klienten ombestemte seg' }]);
    expect(actor.getSnapshot().value).toEqual({ idle: 'notTerminated' });
    expect(changes()).toBe(1);
  });

  it('reactivates without a comment', async () => {
    const { actor, revoked } = start();
    actor.send({ type: 'LOADED', status: terminatedInactive, isBankrupt: false });
    actor.send({ type: 'REACTIVATE' });
    expect(actor.getSnapshot().context.commentFor).toBe('reactivate');
    actor.send({ type: 'CONFIRM', comment: '' });
    await settle();
    expect(revoked).toEqual([{ clientId: 1003, comment: null }]);
    expect(actor.getSnapshot().context.status).toMatchObject({ isActive: true, endOfServiceDate: null });
  });

  it('sends nothing when the officer cancels the comment dialog', () => {
    const { actor, revoked } = start();
    actor.send({ type: 'LOADED', status: terminatedActive, isBankrupt: false });
    actor.send({ type: 'REVOKE' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toEqual({ idle: 'terminatedActive' });
    expect(actor.getSnapshot().context.commentFor).toBeNull();
    expect(revoked).toEqual([]);
  });

  it('says why when the server refuses, with the status unchanged', async () => {
    const { actor } = start(undefined, async () => Promise.reject(new Error('Klienten har ingen oppsigelse')));
    actor.send({ type: 'LOADED', status: terminatedActive, isBankrupt: false });
    actor.send({ type: 'REVOKE' });
    actor.send({ type: 'CONFIRM', comment: '' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ idle: 'terminatedActive' });
    expect(actor.getSnapshot().context.alert).toBe('Klienten har ingen oppsigelse');
  });
});

describe('client termination: the graph', () => {
  const machine = clientTerminationMachine.provide({
    actors: {
      saveTermination: fromPromise<ClientTerminationStatus, SaveTerminationInput>(async () => terminatedActive),
      revokeTermination: fromPromise<void, RevokeTerminationInput>(async () => undefined),
    },
  });
  const events = [
    { type: 'LOADED', status: notTerminated, isBankrupt: false },
    { type: 'LOADED', status: terminatedActive, isBankrupt: false },
    { type: 'LOADED', status: terminatedInactive, isBankrupt: false },
    { type: 'LOADED', status: notTerminated, isBankrupt: true },
    { type: 'OPEN_FORM' },
    { type: 'SUBMIT', submission: valid },
    { type: 'SUBMIT', submission: { ...valid, file: null } },
    { type: 'CANCEL' },
    { type: 'REVOKE' },
    { type: 'REACTIVATE' },
    { type: 'CONFIRM', comment: '' },
    { type: 'DISMISS' },
  ] as const;
  const options = { input: { clientId: 1003, today: TODAY }, events: [...events], serializeState: (s: { value: unknown; context: { status: unknown; isBankrupt: boolean; form: unknown } }) => JSON.stringify([s.value, s.context.status, s.context.isBankrupt, s.context.form]) };

  it('reaches every resting state by a shortest path', () => {
    const paths = getShortestPaths(machine as never, options as never) as Array<{ state: { value: unknown } }>;
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const value of [
      'loading',
      { idle: 'notTerminated' },
      { idle: 'terminatedActive' },
      { idle: 'terminatedInactive' },
      { editing: 'bankrupt' },
      { editing: 'edit' },
      { editing: 'new' },
      'commenting',
    ]) {
      expect(reached, JSON.stringify(value)).toContain(JSON.stringify(value));
    }
    expect(getAdjacencyMap(machine as never, options as never)).toBeTruthy();
  });

  it('describes every state and transition', () => {
    const undescribed: string[] = [];
    const visit = (node: typeof machine.root) => {
      if (!node.description) undescribed.push(node.id);
      for (const transitions of node.transitions.values()) for (const t of transitions) if (!t.description) undescribed.push(`${node.id}/${t.eventType}`);
      for (const t of node.always ?? []) if (!t.description) undescribed.push(`${node.id}/always`);
      for (const child of Object.values(node.states)) visit(child);
    };
    visit(machine.root);
    expect(undescribed).toEqual([]);
  });
});
