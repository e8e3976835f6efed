import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { givesElementsASize } from '../../../tests/support/approvalPageHarness';
import { VIRTUAL_ROW_HEIGHT_PX } from '../../domain/virtualTable';
import { Cell, HeaderCell, VirtualRows } from './VirtualRows';

interface Line {
  readonly nr: number;
}

givesElementsASize();

const LINES: readonly Line[] = Array.from({ length: 1000 }, (_, index) => ({ nr: 5000 + index }));

function renderTable() {
  render(
    <>
      <VirtualRows
        label="Kunder"
        lines={LINES}
        lineKey={(line) => String(line.nr)}
        columns="1fr"
        header={<Cell>Kundenr.</Cell>}
        renderLine={(line) => (
          <Cell>
            <a href={`/customers/${line.nr}/`}>{line.nr}</a>
          </Cell>
        )}
      />
      <button type="button">Utenfor</button>
    </>,
  );
  return screen.getAllByRole('rowgroup')[1]!;
}

function scrollToLine(scroller: HTMLElement, index: number) {
  act(() => {
    scroller.scrollTop = index * VIRTUAL_ROW_HEIGHT_PX;
    fireEvent.scroll(scroller);
  });
}

/** The row element showing line `nr`. */
const rowOf = (nr: number) => screen.getByRole('link', { name: String(nr) }).closest('[role="row"]')!;

describe("VirtualRows: rows reused while scrolling, but never under the officer's focus", () => {
  it('shows the lines scrolled to in the rows it already has: those in view at once, the overscan hidden until its own task', async () => {
    const scroller = renderTable();
    const firstRow = rowOf(5000);
    scrollToLine(scroller, 500);
    expect(within(scroller).getByRole('link', { name: '5500' })).toBeTruthy();
    // The row element that showed line 0 is now the first overscan row, above line 500.
    expect(firstRow.classList.contains('nl-vr-stale')).toBe(true);
    await waitFor(() => expect(firstRow.classList.contains('nl-vr-stale')).toBe(false));
    expect(firstRow.isConnected).toBe(true);
    expect(firstRow.textContent).toBe('5480');
    expect(firstRow.getAttribute('aria-rowindex')).toBe('482');
    expect(screen.queryByRole('link', { name: '5000' })).toBeNull();
  });

  it('keeps a focused link on its own line while the list scrolls down and back up', () => {
    const scroller = renderTable();
    scrollToLine(scroller, 100);
    const link = within(scroller).getByRole('link', { name: '5110' });
    act(() => link.focus());
    for (const index of [105, 112, 95, 90, 104]) {
      scrollToLine(scroller, index);
      expect(document.activeElement).toBe(link);
      expect(link.textContent).toBe('5110');
      expect(link.closest('[role="row"]')!.getAttribute('aria-rowindex')).toBe('112');
    }
  });

  it('reuses rows again once the held row has scrolled out of the rendered rows', () => {
    const scroller = renderTable();
    act(() => fireEvent.pointerDown(within(scroller).getByRole('link', { name: '5003' })));
    scrollToLine(scroller, 400);
    const row = rowOf(5410);
    scrollToLine(scroller, 420);
    expect(row.isConnected).toBe(true);
    expect(row.textContent).not.toBe('5410');
  });
});

describe('VirtualRows: the fields a row has no room for, one tap away (issue 43)', () => {
  type Group = { kind: 'group'; name: string } | { kind: 'item'; nr: number; status: string };
  const GROUPED: readonly Group[] = [
    { kind: 'group', name: 'Fjord Rør AS' },
    { kind: 'item', nr: 7001, status: 'Feilet: mangler e-post' },
    { kind: 'item', nr: 7002, status: 'Feilet: ukjent adresse' },
  ];

  function renderGrouped() {
    render(
      <VirtualRows
        label="Bilag"
        lines={GROUPED}
        lineKey={(line) => (line.kind === 'group' ? line.name : String(line.nr))}
        columns="1fr 120px"
        phoneColumns="1fr"
        details={{
          name: (line) => (line.kind === 'item' ? `bilag ${line.nr}` : null),
          of: (line) => (line.kind === 'item' ? [{ label: 'Status', value: line.status }] : []),
        }}
        header={
          <>
            <HeaderCell phone>Bilag</HeaderCell>
            <HeaderCell>Status</HeaderCell>
          </>
        }
        renderLine={(line) =>
          line.kind === 'group' ? (
            <Cell span={2}>{line.name}</Cell>
          ) : (
            <>
              <Cell phone>{line.nr}</Cell>
              <Cell>{line.status}</Cell>
            </>
          )
        }
      />,
    );
  }

  it('ends each row with a details button that opens all its fields; a heading line has none', async () => {
    renderGrouped();
    const table = screen.getByRole('table', { name: 'Bilag' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Bilag', 'Status', 'Detaljer']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).queryByRole('button')?.getAttribute('aria-label') ?? null)).toEqual([null, 'Vis detaljer for bilag 7001', 'Vis detaljer for bilag 7002']);
    // The grid has the details button's column too; on a phone, the phone columns and the same button.
    expect(table.style.getPropertyValue('--nl-vr-columns')).toBe('1fr 120px 32px');
    expect(table.style.getPropertyValue('--nl-vr-phone-columns')).toBe('1fr 32px');

    fireEvent.click(within(rows[2]!).getByRole('button', { name: 'Vis detaljer for bilag 7002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detaljer for bilag 7002' });
    expect(within(dialog).getByText('Status').nextElementSibling?.textContent).toBe('Feilet: ukjent adresse');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lukk' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('marks the cells and headings a phone shows, and gives a cut text its whole self on hover', () => {
    renderGrouped();
    const item = screen.getByRole('row', { name: /7001/ });
    const [number, status] = within(item).getAllByRole('cell');
    expect(number!.classList.contains('nl-vr-phone')).toBe(true);
    expect(status!.classList.contains('nl-vr-phone')).toBe(false);
    expect(status!.getAttribute('title')).toBe('Feilet: mangler e-post');
  });
});
