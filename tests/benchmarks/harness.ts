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

export function printTable(results: { benchmark: string; figure: Figure }[]): void {
  const rows = results.map(({ benchmark, figure }) => [
    benchmark,
    figure.name,
    `${round(figure.value)} ${figure.unit}`,
    figure.target === undefined ? '' : `≤ ${figure.target} ${figure.unit}`,
    figure.target === undefined ? '' : figure.value <= figure.target ? 'ok' : 'MISSED',
  ]);
  const header = ['benchmark', 'figure', 'value', 'target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
}

function round(value: number): string {
  return value >= 100 ? value.toFixed(0) : value.toFixed(1);
}
