import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { givesElementsASize } from '../../../../tests/support/approvalPageHarness';
import ProductionStatsCharts from './ProductionStatsCharts';
import type { StatsRow } from './statsRows';

const row = (date: string, invoices: number): StatsRow => ({
  key: date,
  label: date,
  date,
  counts: { invoices, productions: invoices, reminders: 10, debtCollections: 1, shipments: { paper: invoices, email: 2, efaktura: 0, avtalegiro: 0, ehf: 0, vipps: 0, noSend: 0, other: 0 } },
});

givesElementsASize(600);

describe('the production stats charts', () => {
  it("label the count axis in nb-NO: '8 000', not '8,000' (issue 43)", () => {
    const { container } = render(<ProductionStatsCharts rows={[row('2026-11-16', 2_500), row('2026-11-17', 8_400)]} onDay={() => undefined} />);
    const ticks = [...container.querySelectorAll('svg text')].map((text) => text.textContent ?? '');
    const counts = ticks.filter((tick) => /^\d/.test(tick));
    expect(counts.length).toBeGreaterThan(2);
    expect(counts).toContain('8\u00a0000');
    expect(counts.filter((tick) => /[,.]/.test(tick))).toEqual([]);
  });
});
