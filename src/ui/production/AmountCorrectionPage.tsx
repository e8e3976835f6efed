import { Alert, Box, Button, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { AmountCorrectionView } from '../../application/ports/amountCorrection.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { NO_PERMISSION_PAGE } from '../../domain/permissions/roles';
import { amountMismatch, hasMismatch, rowsFromLines, sumRows } from '../../domain/production/amountCorrection';
import {
  AMOUNT_CORRECTED,
  AMOUNT_CORRECTION_TITLE,
  AMOUNTS_AGREE,
  amountCorrectionParams,
  COPY_FAILED_MESSAGE,
  COPY_FROM_TAX_SUMMARY_LABEL,
  ENTRY_NOT_FOUND,
  mismatchTooltip,
  NO_LINES,
} from '../../domain/production/productionTexts';
import { amount, day } from '../debt-collection/format';
import { LoadState } from '../debt-collection/LoadState';
import { useServerRead } from '../serverState/useServerRead';
import { useMayUse } from '../session/useMayUse';
import { formatDecimal } from '../../domain/numbers/formatNumber';

const TYPE_LABELS = { INVOICE: 'Faktura', CREDITNOTE: 'Kreditnota' } as const;

/**
 * /failed/amount-correction/ (part 2 §2.11): a failed entry's stored amounts against the calculated sum, its
 * VAT summary per account and its lines, mismatch tooltips with both differences, and (Technical) copy from
 * tax summary. INVOICE or CREDITNOTE from the search params; 'Mangler data' or 'Ukjent type' otherwise.
 */
export function AmountCorrectionPage() {
  const [params] = useSearchParams();
  const checked = amountCorrectionParams(params);
  // The entry's figures are for the Technical role (x-roles of getProductionAmountCorrection): others are
  // told so (part 2 §8 'Role') instead of meeting the server's refusal as a bare error.
  const mayView = useMayUse({ api: 'service', operationId: 'getProductionAmountCorrection' });
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {AMOUNT_CORRECTION_TITLE}
      </Typography>
      {!mayView ? (
        <Alert severity="warning">{NO_PERMISSION_PAGE}</Alert>
      ) : checked.ok ? (
        <Correction entryId={checked.entryId} type={checked.type} />
      ) : (
        <Typography>{checked.message}</Typography>
      )}
    </Box>
  );
}

function Correction({ entryId, type }: { entryId: number; type: 'INVOICE' | 'CREDITNOTE' }) {
  const port = useInjection(TOKENS.AmountCorrection);
  const toasts = useInjection(TOKENS.Toasts);
  const queryClient = useQueryClient();
  const view = useServerRead(port.view(entryId));
  const mayCopy = useMayUse({ api: 'service', operationId: 'copyRegEntryFromTaxSummary' });
  const copy = useMutation({
    mutationFn: (entry: AmountCorrectionView) => port.copyFromTaxSummary(entry),
    onSuccess: () => {
      toasts.notify({ severity: 'success', message: AMOUNT_CORRECTED });
      // After any successful change all cached data is refreshed (part 2 §7).
      void queryClient.invalidateQueries();
    },
  });
  if (view.data === undefined) return <LoadState isPending={view.isPending} isError={view.isError} />;
  if (view.data === null) return <Typography>{ENTRY_NOT_FOUND}</Typography>;
  const entry = view.data;
  // A registered entry has no lines yet: its calculated sum is its VAT summary; an invoice's is its lines' by the one VAT rule.
  const calculatedRows = entry.lines.length > 0 ? rowsFromLines(entry.lines) : entry.taxSummary;
  const mismatch = amountMismatch(entry.stored, entry.taxSummary, calculatedRows);
  const calculated = sumRows(calculatedRows);
  const summary = sumRows(entry.taxSummary);
  const wrong = hasMismatch(mismatch);
  const tooltip = mismatchTooltip(amount(mismatch.summaryAgainstLines), amount(mismatch.againstLines));
  const storedTooltip = mismatchTooltip(amount(mismatch.againstTaxSummary), amount(0));

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {TYPE_LABELS[type]} {entry.jourNr}, {entry.clientId} {entry.clientName}
      </Typography>
      {entry.statusText && (
        <Alert severity="warning" role="status">
          {entry.statusText}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Paper component="section" aria-labelledby="customer-card" sx={{ p: 2, minWidth: 260 }}>
          <Typography id="customer-card" variant="h6" component="h3">
            Kunde {entry.customer.nr}
          </Typography>
          <Typography>{entry.customer.name}</Typography>
          {entry.customer.addressLine1 && <Typography>{entry.customer.addressLine1}</Typography>}
          {entry.customer.addressLine2 && <Typography>{entry.customer.addressLine2}</Typography>}
          <Typography>{[entry.customer.postNo, entry.customer.cityName].filter(Boolean).join(' ')}</Typography>
          {entry.customer.email && <Typography>E-post: {entry.customer.email}</Typography>}
          {entry.customer.orgNo && <Typography>Org.nr.: {entry.customer.orgNo}</Typography>}
        </Paper>
        <Paper component="section" aria-labelledby="amounts-title" sx={{ p: 2, flex: 1 }}>
          <Typography id="amounts-title" variant="h6" component="h3">
            Beløp
          </Typography>
          <Table size="small" aria-labelledby="amounts-title">
            <TableHead>
              <TableRow>
                <TableCell />
                <TableCell align="right">Eks. MVA</TableCell>
                <TableCell align="right">MVA</TableCell>
                <TableCell align="right">Avrunding</TableCell>
                <TableCell align="right">Totalt</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <AmountRow label="Lagret beløp" ex={entry.stored.amountExTax} tax={entry.stored.taxAmount} rounding={entry.stored.rounding} total={entry.stored.amountIncTax} tooltip={mismatch.againstTaxSummary !== 0 ? storedTooltip : null} />
              <AmountRow label="MVA-sum" ex={summary.amountExTax} tax={summary.taxAmount} rounding={entry.stored.rounding} total={summary.amountIncTax + entry.stored.rounding} tooltip={null} />
              <AmountRow label="Beregnet sum" ex={calculated.amountExTax} tax={calculated.taxAmount} rounding={entry.stored.rounding} total={calculated.amountIncTax + entry.stored.rounding} tooltip={mismatch.againstLines !== 0 || mismatch.summaryAgainstLines !== 0 ? tooltip : null} />
            </TableBody>
          </Table>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
            <Typography>{wrong ? null : AMOUNTS_AGREE}</Typography>
            {mayCopy && (
              <Button variant="contained" disabled={copy.isPending} onClick={() => copy.mutate(entry)}>
                {COPY_FROM_TAX_SUMMARY_LABEL}
              </Button>
            )}
          </Stack>
          {copy.isError && (
            <Typography role="alert" color="error">
              {COPY_FAILED_MESSAGE}
            </Typography>
          )}
        </Paper>
      </Stack>
      <Paper component="section" aria-labelledby="tax-summary-title" sx={{ p: 2 }}>
        <Typography id="tax-summary-title" variant="h6" component="h3">
          MVA-sum per konto
        </Typography>
        <Table size="small" aria-labelledby="tax-summary-title">
          <TableHead>
            <TableRow>
              <TableCell>Konto</TableCell>
              <TableCell>MVA-kode</TableCell>
              <TableCell align="right">Sats</TableCell>
              <TableCell align="right">Grunnlag</TableCell>
              <TableCell align="right">MVA</TableCell>
              <TableCell align="right">Sum</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entry.taxSummary.map((row, index) => (
              <TableRow key={index}>
                <TableCell>{row.accountNumber ?? ''}</TableCell>
                <TableCell>{row.taxCode}</TableCell>
                <TableCell align="right">{formatDecimal(row.taxPercent)} %</TableCell>
                <TableCell align="right">{amount(row.amountExTax)}</TableCell>
                <TableCell align="right">{amount(row.taxAmount)}</TableCell>
                <TableCell align="right">{amount(row.amountIncTax)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Paper component="section" aria-labelledby="lines-title" sx={{ p: 2 }}>
        <Typography id="lines-title" variant="h6" component="h3">
          Varelinjer
        </Typography>
        {entry.lines.length === 0 ? (
          <Typography>{NO_LINES}</Typography>
        ) : (
          <Table size="small" aria-labelledby="lines-title">
            <TableHead>
              <TableRow>
                <TableCell>Nr</TableCell>
                <TableCell>Tekst</TableCell>
                <TableCell align="right">Antall</TableCell>
                <TableCell align="right">Pris</TableCell>
                <TableCell align="right">MVA %</TableCell>
                <TableCell align="right">Eks. MVA</TableCell>
                <TableCell align="right">Inkl. MVA</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entry.lines.map((line) => (
                <TableRow key={line.lineNumber}>
                  <TableCell>{line.lineNumber}</TableCell>
                  <TableCell>{line.text}</TableCell>
                  <TableCell align="right">{line.quantity === null ? '' : formatDecimal(line.quantity, { maximumFractionDigits: 4 })}</TableCell>
                  <TableCell align="right">{line.unitPrice === null ? '' : amount(line.unitPrice)}</TableCell>
                  <TableCell align="right">{line.taxPercent === null ? '' : formatDecimal(line.taxPercent)}</TableCell>
                  <TableCell align="right">{line.lineType === 'PRODUCT' ? amount(line.amountExTax) : ''}</TableCell>
                  <TableCell align="right">{line.lineType === 'PRODUCT' ? amount(line.amountIncTax) : ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
      <Typography variant="body2">
        Fakturadato {day(entry.jourDate)}, forfall {day(entry.dueDate)}
      </Typography>
    </Stack>
  );
}

function AmountRow({ label, ex, tax, rounding, total, tooltip }: { label: string; ex: number; tax: number; rounding: number; total: number; tooltip: string | null }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      <TableCell align="right">{amount(ex)}</TableCell>
      <TableCell align="right">{amount(tax)}</TableCell>
      <TableCell align="right">{amount(rounding)}</TableCell>
      <TableCell align="right">
        {tooltip ? (
          <Tooltip title={tooltip}>
            <Box component="span" tabIndex={0} aria-label={`${amount(total)}, ${tooltip}`} sx={{ color: 'error.main', fontWeight: 'bold', textDecoration: 'underline dotted' }}>
              {amount(total)}
            </Box>
          </Tooltip>
        ) : (
          amount(total)
        )}
      </TableCell>
    </TableRow>
  );
}
