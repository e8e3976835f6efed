/** One measured figure, with the target it is held to when an issue sets one. */
export interface Figure {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  /** The figure must be at most this (same unit). */
  readonly target?: number;
}

export interface Benchmark {
  readonly name: string;
  run(): Promise<Figure[]>;
}

/** What the table cannot say (a part skipped, what the errors were); printed under it. */
export const benchNotes: string[] = [];

/**
 * A bench measured on PGlite and, when TEST_DATABASE_URL names a PostgreSQL, on that too (a note says when it
 * was left out).
 */
export function onBothDatabases(names: { pglite: string; postgres: string }, measure: (kind: 'pglite' | 'postgres') => Promise<Figure[]>): Benchmark[] {
  return [
    { name: names.pglite, run: () => measure('pglite') },
    {
      name: names.postgres,
      async run() {
        if (!process.env.TEST_DATABASE_URL) {
          benchNotes.push(`${names.postgres} skipped: set TEST_DATABASE_URL to include it`);
          return [];
        }
        return measure('postgres');
      },
    },
  ];
}

export function printTable(results: { benchmark: string; figure: Figure }[]): void {
  const rows = results.map(({ benchmark, figure }) => [
    benchmark,
    figure.name,
    `${round(figure.value)} ${figure.unit}`,
    figure.target === undefined ? '' : `≤ ${figure.target} ${figure.unit}`,
    figure.target === undefined ? '' : figure.value <= figure.target ? 'PASS' : 'FAIL',
  ]);
  const header = ['benchmark', 'figure', 'value', 'target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
}

function round(value: number): string {
  return value >= 100 ? value.toFixed(0) : Math.abs(value) < 1 && value !== 0 ? value.toFixed(2) : value.toFixed(1);
}
