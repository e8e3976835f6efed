import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  allState,
  CANNOT_BE_TICKED_MESSAGE,
  clearSelection,
  EMPTY_SELECTION,
  groupState,
  hasSelection,
  isGroupSelectable,
  selectedIds,
  selectionModelFrom,
  toggleAll,
  toggleGroup,
  toggleRow,
  type Selection,
  type SelectionModel,
} from './selectionModel';

// Client 1: two ready payments and one sent; client 2: one ready; client 3: nothing ready.
const model: SelectionModel = {
  groups: [
    { id: 'c1', rows: [{ id: 'p1', selectable: true }, { id: 'p2', selectable: true }, { id: 'p3', selectable: false }] },
    { id: 'c2', rows: [{ id: 'p4', selectable: true }] },
    { id: 'c3', rows: [{ id: 'p5', selectable: false }] },
  ],
};

describe('SelectionModel', () => {
  it('starts unchecked everywhere', () => {
    expect(allState(model, EMPTY_SELECTION)).toBe('unchecked');
    expect(groupState(model, EMPTY_SELECTION, 'c1')).toBe('unchecked');
    expect(hasSelection(model, EMPTY_SELECTION)).toBe(false);
  });

  it('ticking one row makes its group and the whole list indeterminate', () => {
    const { selection, outcome } = toggleRow(model, EMPTY_SELECTION, 'p1');
    expect(outcome).toEqual({ kind: 'changed' });
    expect(selection).toEqual(['p1']);
    expect(groupState(model, selection, 'c1')).toBe('indeterminate');
    expect(groupState(model, selection, 'c2')).toBe('unchecked');
    expect(allState(model, selection)).toBe('indeterminate');
    expect(hasSelection(model, selection)).toBe(true);
  });

  it('a group is checked when its selectable rows are, even with an unselectable row in it', () => {
    const { selection } = toggleGroup(model, EMPTY_SELECTION, 'c1');
    expect(selection).toEqual(['p1', 'p2']);
    expect(groupState(model, selection, 'c1')).toBe('checked');
    expect(allState(model, selection)).toBe('indeterminate');
  });

  it('toggling a checked group clears it; an indeterminate group becomes checked', () => {
    const checked = toggleGroup(model, EMPTY_SELECTION, 'c1').selection;
    expect(toggleGroup(model, checked, 'c1').selection).toEqual([]);
    const partly = toggleRow(model, EMPTY_SELECTION, 'p2').selection;
    expect(toggleGroup(model, partly, 'c1').selection).toEqual(['p1', 'p2']);
  });

  it('select all skips what cannot be ticked, and a second toggle clears', () => {
    const all = toggleAll(model, EMPTY_SELECTION);
    expect(all).toEqual({ selection: ['p1', 'p2', 'p4'], outcome: { kind: 'changed' } });
    expect(allState(model, all.selection)).toBe('checked');
    expect(groupState(model, all.selection, 'c3')).toBe('unchecked');
    expect(toggleAll(model, all.selection).selection).toEqual([]);
  });

  it("ticking a single unselectable row changes nothing and answers 'Kan ikke krysses av'", () => {
    const before = toggleRow(model, EMPTY_SELECTION, 'p1').selection;
    const result = toggleRow(model, before, 'p3');
    expect(result).toEqual({ selection: ['p1'], outcome: { kind: 'notSelectable', message: 'Kan ikke krysses av' } });
    expect(CANNOT_BE_TICKED_MESSAGE).toBe('Kan ikke krysses av');
  });

  it('a group with nothing selectable cannot be ticked and toggling it changes nothing', () => {
    expect(isGroupSelectable(model, 'c3')).toBe(false);
    expect(isGroupSelectable(model, 'c1')).toBe(true);
    expect(isGroupSelectable(model, 'nope')).toBe(false);
    expect(toggleGroup(model, EMPTY_SELECTION, 'c3')).toEqual({ selection: [], outcome: { kind: 'unchanged' } });
  });

  it('unknown rows and groups change nothing', () => {
    expect(toggleRow(model, ['p1'], 'zz')).toEqual({ selection: ['p1'], outcome: { kind: 'unchanged' } });
    expect(toggleGroup(model, ['p1'], 'zz')).toEqual({ selection: ['p1'], outcome: { kind: 'unchanged' } });
    expect(groupState(model, ['p1'], 'zz')).toBe('unchecked');
  });

  it('drops ids that are gone or no longer selectable after a refresh', () => {
    const stale: Selection = ['p4', 'gone', 'p3', 'p1', 'p1'];
    expect(selectedIds(model, stale)).toEqual(['p1', 'p4']);
    expect(toggleRow(model, stale, 'p2').selection).toEqual(['p1', 'p2', 'p4']);
  });

  it('an empty model has nothing to tick', () => {
    const empty: SelectionModel = { groups: [] };
    expect(allState(empty, EMPTY_SELECTION)).toBe('unchecked');
    expect(toggleAll(empty, EMPTY_SELECTION)).toEqual({ selection: [], outcome: { kind: 'unchanged' } });
  });

  it('clears the selection after a decision', () => {
    expect(clearSelection(model, ['p1', 'p4'])).toEqual({ selection: [], outcome: { kind: 'changed' } });
    expect(clearSelection(model, [])).toEqual({ selection: [], outcome: { kind: 'unchanged' } });
  });

  it('builds a model from domain items', () => {
    const clients = [
      { clientId: 7, payments: [{ id: 70, status: 'Ready' }, { id: 71, status: 'Sent' }] },
      { clientId: 8, payments: [] },
    ];
    expect(
      selectionModelFrom(clients, {
        groupId: (c) => c.clientId,
        items: (c) => c.payments,
        rowId: (p) => p.id,
        selectable: (p) => p.status === 'Ready',
      }),
    ).toEqual({
      groups: [
        { id: 7, rows: [{ id: 70, selectable: true }, { id: 71, selectable: false }] },
        { id: 8, rows: [] },
      ],
    });
  });
});

describe('SelectionModel invariants', () => {
  const models = fc
    .array(fc.array(fc.boolean(), { maxLength: 6 }), { maxLength: 6 })
    .map((groups): SelectionModel => ({
      groups: groups.map((rows, g) => ({ id: `g${g}`, rows: rows.map((selectable, r) => ({ id: `g${g}r${r}`, selectable })) })),
    }));
  const op = fc.oneof(
    fc.record({ kind: fc.constant('row' as const), g: fc.nat(7), r: fc.nat(7) }),
    fc.record({ kind: fc.constant('group' as const), g: fc.nat(7) }),
    fc.record({ kind: fc.constant('all' as const) }),
  );
  type Op = { kind: 'row'; g: number; r: number } | { kind: 'group'; g: number } | { kind: 'all' };
  const apply = (m: SelectionModel, s: Selection, o: Op) =>
    o.kind === 'row' ? toggleRow(m, s, `g${o.g}r${o.r}`) : o.kind === 'group' ? toggleGroup(m, s, `g${o.g}`) : toggleAll(m, s);
  const selectable = (m: SelectionModel) => new Set(m.groups.flatMap((g) => g.rows.filter((r) => r.selectable).map((r) => r.id)));

  it('the selection is always a subset of the selectable rows', () => {
    fc.assert(
      fc.property(models, fc.array(op, { maxLength: 25 }), (m, ops) => {
        const final = ops.reduce<Selection>((s, o) => apply(m, s, o).selection, EMPTY_SELECTION);
        const allowed = selectable(m);
        expect(final.every((id) => allowed.has(id))).toBe(true);
      }),
    );
  });

  it('toggleAll twice leaves nothing selected, from any selection that is not already everything', () => {
    fc.assert(
      fc.property(models, fc.array(op, { maxLength: 15 }), (m, ops) => {
        const start = ops.reduce<Selection>((s, o) => apply(m, s, o).selection, EMPTY_SELECTION);
        const twice = toggleAll(m, toggleAll(m, start).selection).selection;
        // From "everything" the first toggle clears and the second selects everything again.
        expect(twice).toEqual(allState(m, start) === 'checked' ? start : []);
      }),
    );
  });

  it('states agree with the selection', () => {
    fc.assert(
      fc.property(models, fc.array(op, { maxLength: 25 }), (m, ops) => {
        const s = ops.reduce<Selection>((acc, o) => apply(m, acc, o).selection, EMPTY_SELECTION);
        const chosen = new Set(s);
        for (const group of m.groups) {
          const ids = group.rows.filter((r) => r.selectable).map((r) => r.id);
          const ticked = ids.filter((id) => chosen.has(id)).length;
          const expected = ticked === 0 ? 'unchecked' : ticked === ids.length ? 'checked' : 'indeterminate';
          expect(groupState(m, s, group.id)).toBe(expected);
        }
        expect(hasSelection(m, s)).toBe(s.length > 0);
      }),
    );
  });

  it('toggling the same selectable row twice restores the selection', () => {
    fc.assert(
      fc.property(models, fc.array(op, { maxLength: 10 }), fc.nat(7), fc.nat(7), (m, ops, g, r) => {
        const s = ops.reduce<Selection>((acc, o) => apply(m, acc, o).selection, EMPTY_SELECTION);
        const id = `g${g}r${r}`;
        const first = toggleRow(m, s, id);
        if (first.outcome.kind === 'changed') expect(toggleRow(m, first.selection, id).selection).toEqual(s);
        else expect(first.selection).toEqual(s);
      }),
    );
  });
});
