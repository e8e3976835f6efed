import { Box, Breadcrumbs, Link as MuiLink, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { AgencyTransmission, CollectionKind } from '../../application/ports/debtCollection.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { BUNDLE_NOT_FOUND_MESSAGE, NO_AGENCY_MESSAGE } from '../../domain/debtCollection/debtCollectionTexts';
import { POLL_INTERVAL_MS } from '../../domain/queryPolicy';
import { useServerRead } from '../serverState/useServerRead';
import { amount, day } from './format';
import { LoadState } from './LoadState';
import { DEBT_COLLECTION_PATH, numericParam, transmissionPath } from './paths';
import { formatInteger } from '../../domain/numbers/formatNumber';

function title(kind: CollectionKind, pending: boolean, bundleId: number): string {
  if (pending) return `${kind === 'cases' ? 'Aktive saker' : 'Aktive innbetalinger'} ${bundleId}`;
  return `${kind === 'cases' ? 'Saker' : 'Innbetalinger'}, bunt ${bundleId}`;
}

/** A bundle's agencies (part 1 §2 "Aktive innbetalinger" / "Aktive saker", and the archived bundles); a row opens its transmission. */
export function BundlePage({ kind, pending }: { kind: CollectionKind; pending: boolean }) {
  const bundleId = numericParam(useParams().bundleId);
  return bundleId === null ? <Typography>{BUNDLE_NOT_FOUND_MESSAGE}</Typography> : <Bundle kind={kind} pending={pending} bundleId={bundleId} />;
}

function Bundle({ kind, pending, bundleId }: { kind: CollectionKind; pending: boolean; bundleId: number }) {
  const port = useInjection(TOKENS.DebtCollection);
  const bundle = useServerRead(port.bundle(kind, bundleId), { refetchInterval: POLL_INTERVAL_MS.bundles });
  const navigate = useNavigate();
  const { search } = useLocation();
  const open = (agency: AgencyTransmission) => `${transmissionPath(kind, bundleId, agency.transmissionId, pending)}${search}`;

  return (
    <Box>
      <Breadcrumbs sx={{ mb: 1 }}>
        <MuiLink component={Link} to={`${DEBT_COLLECTION_PATH}?tab1=${kind}&tab2=${pending ? 'pending' : 'archive'}`}>
          Inkasso
        </MuiLink>
        <Typography>{title(kind, pending, bundleId)}</Typography>
      </Breadcrumbs>
      <Typography variant="h4" component="h1" gutterBottom>
        {title(kind, pending, bundleId)}
      </Typography>
      {bundle.data === null ? (
        <Typography>{BUNDLE_NOT_FOUND_MESSAGE}</Typography>
      ) : !bundle.data ? (
        <LoadState isPending={bundle.isPending} isError={bundle.isError} />
      ) : bundle.data.agencies.length === 0 ? (
        <Typography>{NO_AGENCY_MESSAGE}</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 1 }}>Dato: {day(bundle.data.date)}</Typography>
          <Paper>
            <Table size="small" aria-label="Inkassoselskap">
              <TableHead>
                <TableRow>
                  <TableCell>Inkassoselskap</TableCell>
                  {kind === 'cases' && <TableCell align="right">Venter</TableCell>}
                  <TableCell align="right">Godkjent</TableCell>
                  <TableCell align="right">Avvist</TableCell>
                  <TableCell align="right">Totalt</TableCell>
                  <TableCell align="right">{kind === 'cases' ? 'Beløp' : 'Fakturabeløp'}</TableCell>
                  <TableCell align="right">Renter</TableCell>
                  <TableCell align="right">Gebyr</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {bundle.data.agencies.map((agency) => (
                  <TableRow key={agency.transmissionId} hover sx={{ cursor: 'pointer' }} onClick={() => void navigate(open(agency))}>
                    <TableCell>
                      <MuiLink component={Link} to={open(agency)} onClick={(event) => event.stopPropagation()}>
                        {agency.agencyName}
                      </MuiLink>
                    </TableCell>
                    {kind === 'cases' && <TableCell align="right">{formatInteger(agency.readyCount)}</TableCell>}
                    <TableCell align="right">{formatInteger(agency.approvedCount)}</TableCell>
                    <TableCell align="right">{formatInteger(agency.rejectedCount)}</TableCell>
                    <TableCell align="right">{formatInteger(agency.itemCount)}</TableCell>
                    <TableCell align="right">{amount(agency.sumAmount)}</TableCell>
                    <TableCell align="right">{amount(agency.sumInterest)}</TableCell>
                    <TableCell align="right">{amount(agency.sumFee)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        </>
      )}
    </Box>
  );
}
