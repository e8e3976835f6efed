/**
 * Tri-state selection over grouped rows (part 1 §2, pending transmissions and reminder bundles):
 * one checkbox for everything, one per group, one per row; a group or the whole list is
 * checked, unchecked or indeterminate.
 *
 * Rules:
 * - Only selectable rows are ever selected. Ticking everything or a whole group skips the rest;
 *   ticking a single unselectable row changes nothing and answers 'notSelectable', which the UI
 *   shows as the alert 'Kan ikke krysses av'.
 * - States count selectable rows only: a group whose selectable rows are all ticked is checked,
 *   even if it also holds rows that can never be ticked.
 * - Every operation first drops ids that are no longer selectable in the model (after a
 *   refresh a row may have been approved elsewhere), so the selection is always a subset of
 *   the selectable rows, in model order.
 * - A selection is a plain array of ids so machine context stays serialisable for the diagrams.
 */

export type RowId = string | number;

export interface SelectionRow {
  readonly id: RowId;
  readonly selectable: boolean;
}

export interface SelectionGroup {
  readonly id: RowId;
  readonly rows: readonly SelectionRow[];
}

export interface SelectionModel {
  readonly groups: readonly SelectionGroup[];
}

export type Selection = readonly RowId[];

export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

export const CANNOT_BE_TICKED_MESSAGE = 'Kan ikke krysses av';

export type SelectionOutcome =
  | { readonly kind: 'changed' }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'notSelectable'; readonly message: string };

export interface SelectionChange {
  readonly selection: Selection;
  readonly outcome: SelectionOutcome;
}

export const EMPTY_SELECTION: Selection = [];

/** Builds a model from any grouped items, given how to read an item's id and whether it may be ticked. */
export function selectionModelFrom<Group, Item>(
  groups: readonly Group[],
  describe: {
    readonly groupId: (group: Group) => RowId;
    readonly items: (group: Group) => readonly Item[];
    readonly rowId: (item: Item) => RowId;
    readonly selectable: (item: Item, group: Group) => boolean;
  },
): SelectionModel {
  return {
    groups: groups.map((group) => ({
      id: describe.groupId(group),
      rows: describe.items(group).map((item) => ({ id: describe.rowId(item), selectable: describe.selectable(item, group) })),
    })),
  };
}

function selectableRows(rows: readonly SelectionRow[]): RowId[] {
  return rows.filter((row) => row.selectable).map((row) => row.id);
}

function allRows(model: SelectionModel): SelectionRow[] {
  return model.groups.flatMap((group) => group.rows);
}

// Models and selections are immutable values, so what is derived from one object can be kept with
// it: a transmission of 5 000 rows is asked for its states once per visible group on every render.
const selectableIdsCache = new WeakMap<SelectionModel, RowId[]>();
const chosenCache = new WeakMap<Selection, ReadonlySet<RowId>>();

/** Every selectable id of the model, in model order. */
function allSelectable(model: SelectionModel): RowId[] {
  let ids = selectableIdsCache.get(model);
  if (ids === undefined) {
    ids = selectableRows(allRows(model));
    selectableIdsCache.set(model, ids);
  }
  return ids;
}

function chosenOf(selection: Selection): ReadonlySet<RowId> {
  let chosen = chosenCache.get(selection);
  if (chosen === undefined) {
    chosen = new Set(selection);
    chosenCache.set(selection, chosen);
  }
  return chosen;
}

/** The selected ids that are still selectable, in model order, each once. */
export function selectedIds(model: SelectionModel, selection: Selection): RowId[] {
  const chosen = chosenOf(selection);
  return [...new Set(allSelectable(model).filter((id) => chosen.has(id)))];
}

export function hasSelection(model: SelectionModel, selection: Selection): boolean {
  return selectedIds(model, selection).length > 0;
}

function stateOf(selectable: readonly RowId[], selection: Selection): CheckState {
  const chosen = chosenOf(selection);
  const ticked = selectable.filter((id) => chosen.has(id)).length;
  if (ticked === 0) return 'unchecked';
  return ticked === selectable.length ? 'checked' : 'indeterminate';
}

export function groupState(model: SelectionModel, selection: Selection, groupId: RowId): CheckState {
  const group = model.groups.find((candidate) => candidate.id === groupId);
  return stateOf(group === undefined ? [] : selectableRows(group.rows), selection);
}

export function allState(model: SelectionModel, selection: Selection): CheckState {
  return stateOf(allSelectable(model), selection);
}

/** A group or list checkbox with nothing selectable under it is shown disabled. */
export function isGroupSelectable(model: SelectionModel, groupId: RowId): boolean {
  return model.groups.some((group) => group.id === groupId && group.rows.some((row) => row.selectable));
}

function change(model: SelectionModel, before: Selection, after: Iterable<RowId>): SelectionChange {
  const previous = selectedIds(model, before);
  const next = selectedIds(model, [...after]);
  const same = previous.length === next.length && previous.every((id, i) => id === next[i]);
  return { selection: next, outcome: same ? { kind: 'unchanged' } : { kind: 'changed' } };
}

/** Ticks everything selectable among `ids` unless all of them already are; then unticks them. */
function toggleMany(model: SelectionModel, selection: Selection, ids: readonly RowId[]): SelectionChange {
  const chosen = new Set(selectedIds(model, selection));
  const allTicked = ids.length > 0 && ids.every((id) => chosen.has(id));
  for (const id of ids) {
    if (allTicked) chosen.delete(id);
    else chosen.add(id);
  }
  return change(model, selection, chosen);
}

export function toggleRow(model: SelectionModel, selection: Selection, rowId: RowId): SelectionChange {
  const row = allRows(model).find((candidate) => candidate.id === rowId);
  if (row === undefined) return change(model, selection, selection);
  if (!row.selectable) {
    return { selection: selectedIds(model, selection), outcome: { kind: 'notSelectable', message: CANNOT_BE_TICKED_MESSAGE } };
  }
  return toggleMany(model, selection, [rowId]);
}

export function toggleGroup(model: SelectionModel, selection: Selection, groupId: RowId): SelectionChange {
  const group = model.groups.find((candidate) => candidate.id === groupId);
  return toggleMany(model, selection, group === undefined ? [] : selectableRows(group.rows));
}

export function toggleAll(model: SelectionModel, selection: Selection): SelectionChange {
  return toggleMany(model, selection, allSelectable(model));
}

/** After approve or reject the selection is cleared. */
export function clearSelection(model: SelectionModel, selection: Selection): SelectionChange {
  return change(model, selection, []);
}
