import { useState, type ReactNode } from 'react';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useLegalRules } from '../../composition/legalRules';
import { formatNorwegianDate } from '../../domain/dates/norwegianDate';
import { correctVatRateLabel, LEGAL_RULES_PAGE, VAT_RATES_PAGE } from '../../domain/rules/legalRuleTexts';
import { formatVatPercent, vatLastDay, type VatRateRow } from '../../domain/vat/vatRateTable';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { VisuallyHidden } from '../common/VisuallyHidden';
import { useServerRead } from '../serverState/useServerRead';
import { useMayUse } from '../session/useMayUse';
import { VatRateDialog } from './VatRateDialog';
import '../common/plainTable.css';

/** The tab's value in the address (?tab=VAT). */
export const VAT_TAB = 'VAT';

type Editing = { readonly row?: VatRateRow } | null;

/** By code, the newest period first. */
const byCodeNewestFirst = (a: VatRateRow, b: VatRateRow) => a.taxCode - b.taxCode || (a.validFrom < b.validFrom ? 1 : a.validFrom > b.validFrom ? -1 : 0);

function VatRows({ rows, mayCorrect, onCorrect }: { rows: readonly VatRateRow[]; mayCorrect: boolean; onCorrect: (row: VatRateRow) => void }) {
  if (rows.length === 0) return <Empty text={LEGAL_RULES_PAGE.noRows} />;
  return (
    <table className="nl-table" aria-label={VAT_RATES_PAGE.tab}>
      <thead>
        <tr>
          <th scope="col" className="nl-num">{VAT_RATES_PAGE.code}</th>
          <th scope="col" className="nl-num">{VAT_RATES_PAGE.percent}</th>
          <th scope="col">{VAT_RATES_PAGE.validFrom}</th>
          <th scope="col">{VAT_RATES_PAGE.validTo}</th>
          <th scope="col">{VAT_RATES_PAGE.description}</th>
          <th scope="col">{VAT_RATES_PAGE.source}</th>
          {mayCorrect && (
            <th scope="col">
              <VisuallyHidden>{LEGAL_RULES_PAGE.correct}</VisuallyHidden>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const lastDay = vatLastDay(row);
          return (
            <tr key={row.id}>
              <td className="nl-num">{row.taxCode}</td>
              <td className="nl-num">{formatVatPercent(row.percent)}</td>
              <td>{formatNorwegianDate(row.validFrom)}</td>
              <td>{lastDay === null ? LEGAL_RULES_PAGE.untilFurther : formatNorwegianDate(lastDay)}</td>
              <td>{row.description}</td>
              <td>
                {row.sourceUrl ? (
                  <Link href={row.sourceUrl} target="_blank" rel="noopener noreferrer">
                    {row.sourceText}
                  </Link>
                ) : (
                  row.sourceText
                )}
              </td>
              {mayCorrect && (
                <td>
                  <Button size="small" onClick={() => onCorrect(row)} aria-label={correctVatRateLabel(row.taxCode, formatNorwegianDate(row.validFrom))}>
                    {LEGAL_RULES_PAGE.correct}
                  </Button>
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * The VAT rates' tab of Satser og regler (issue 42 item 1): every code's periods with rate, last day, description
 * and published source; Technical officers add and correct rows (the contract's x-roles on addVatRate and
 * correctVatRate; the server refuses the others), everyone else reads. `tabBar` is the page's tab list, placed
 * as on the other tabs.
 */
export function VatRatesTab({ tabBar }: { tabBar: ReactNode }) {
  const port = useLegalRules();
  const rates = useServerRead(port.vatRates());
  const mayAdd = useMayUse({ api: 'service', operationId: 'addVatRate' });
  const mayCorrect = useMayUse({ api: 'service', operationId: 'correctVatRate' });
  const [editing, setEditing] = useState<Editing>(null);
  const rows = [...(rates.data ?? [])].sort(byCodeNewestFirst);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography color="text.secondary">{VAT_RATES_PAGE.law}</Typography>
        {mayAdd ? (
          <Button variant="contained" onClick={() => setEditing({})} disabled={!rates.data}>
            {VAT_RATES_PAGE.add}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {LEGAL_RULES_PAGE.readOnly}
          </Typography>
        )}
      </Stack>
      {tabBar}
      <Box role="tabpanel" aria-label={VAT_RATES_PAGE.tab} sx={{ pt: 2, overflowX: 'auto' }}>
        {rates.isPending ? <Loading /> : rates.isError ? <LoadFailed /> : <VatRows rows={rows} mayCorrect={mayCorrect} onCorrect={(row) => setEditing({ row })} />}
      </Box>
      {editing && rates.data && (
        <VatRateDialog key={editing.row?.id ?? 'new'} rows={rates.data} {...(editing.row ? { correcting: editing.row } : {})} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
