import { Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link, useNavigate } from 'react-router';
import type { BundleSummary, CollectionKind } from '../../application/ports/debtCollection.port';
import { amount, day } from './format';
import { formatInteger } from '../../domain/numbers/formatNumber';

const COUNT_LABEL: Record<CollectionKind, string> = { cases: 'Saker', payments: 'Innbetalinger' };

/** Bundles of cases or payments; a row opens the bundle at `linkTo`. */
export function BundleTable({
  kind,
  bundles,
  linkTo,
  emptyText,
  label,
}: {
  kind: CollectionKind;
  bundles: readonly BundleSummary[];
  linkTo: (bundle: BundleSummary) => string;
  emptyText: string;
  label: string;
}) {
  const navigate = useNavigate();
  if (bundles.length === 0) return <Typography sx={{ p: 2 }}>{emptyText}</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>Bunt</TableCell>
          <TableCell>Dato</TableCell>
          <TableCell align="right">{COUNT_LABEL[kind]}</TableCell>
          <TableCell align="right">Inkassoselskap</TableCell>
          <TableCell align="right">Venter</TableCell>
          <TableCell align="right">Godkjent</TableCell>
          <TableCell align="right">Avvist</TableCell>
          <TableCell align="right">Beløp</TableCell>
          <TableCell align="right">Renter</TableCell>
          <TableCell align="right">Gebyr</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {bundles.map((bundle) => (
          <TableRow key={bundle.bundleId} hover sx={{ cursor: 'pointer' }} onClick={() => void navigate(linkTo(bundle))}>
            <TableCell>
              <MuiLink component={Link} to={linkTo(bundle)} onClick={(event) => event.stopPropagation()}>
                {bundle.bundleId}
              </MuiLink>
            </TableCell>
            <TableCell>{day(bundle.date)}</TableCell>
            <TableCell align="right">{formatInteger(bundle.itemCount)}</TableCell>
            <TableCell align="right">{formatInteger(bundle.agencyCount)}</TableCell>
            <TableCell align="right">{formatInteger(bundle.readyCount)}</TableCell>
            <TableCell align="right">{formatInteger(bundle.approvedCount)}</TableCell>
            <TableCell align="right">{formatInteger(bundle.rejectedCount)}</TableCell>
            <TableCell align="right">{amount(bundle.sumAmount)}</TableCell>
            <TableCell align="right">{amount(bundle.sumInterest)}</TableCell>
            <TableCell align="right">{amount(bundle.sumFee)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
