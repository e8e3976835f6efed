import { render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { usePhoneTableLabels } from './phoneTables';

function Page({ phone }: { phone: boolean }) {
  const main = useRef<HTMLElement>(null);
  const [rows, setRows] = useState(1);
  usePhoneTableLabels(main, phone);
  return (
    <main ref={main}>
      <table>
        <thead>
          <tr>
            <th>Kunde</th>
            <th>Beløp</th>
            <th>Forfall</th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, index) => (
            <tr key={index}>
              <td>Kari {index}</td>
              <td>1 250,00</td>
              <td>01.12.2026</td>
            </tr>
          ))}
          <tr>
            <td colSpan={2}>Sum</td>
            <td>2 500,00</td>
          </tr>
        </tbody>
      </table>
      <button type="button" onClick={() => setRows(rows + 1)}>
        Flere
      </button>
    </main>
  );
}

const labels = () => [...document.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.dataset.label ?? null));

describe('tables on a phone (issue 43)', () => {
  it("gives every cell its column's heading, a cell over several columns none, and follows new rows", async () => {
    render(<Page phone />);
    expect(labels()).toEqual([
      ['Kunde', 'Beløp', 'Forfall'],
      ['', 'Forfall'],
    ]);
    screen.getByRole('button', { name: 'Flere' }).click();
    await waitFor(() => expect(labels()[1]).toEqual(['Kunde', 'Beløp', 'Forfall']));
  });

  it('leaves the cells alone on a wider screen', () => {
    render(<Page phone={false} />);
    expect(labels()).toEqual([
      [null, null, null],
      [null, null],
    ]);
  });
});
