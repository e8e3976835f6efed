import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TablePagination,
  Typography,
} from '@mui/material';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { UnconfirmedCustomer } from '../../application/ports/customerTypes.port';
import { useCustomerTypeService } from '../../composition/customerTypeArea';
import { TOKENS } from '../../composition/tokens';
import { CUSTOMER_TYPE_LABELS, customerTypeLabel, CUSTOMER_TYPE_TREATMENTS, type CustomerTypeTreatment } from '../../domain/customer/customerType';
import {
  CLIENT_NOT_FOUND_MESSAGE,
  confirmPageIndex,
  confirmPageSize,
  CONFIRM_PAGE_SIZES,
  isCustomerSelected,
  lastPageIndex,
  offersAllMatching,
  pageCheckState,
  selectedCount,
  type ConfirmPageSize,
} from '../../domain/customer/customerTypeConfirmation';
import { NO_RESULTS_MESSAGE } from '../../domain/search/searchRules';
import { LoadState } from '../debt-collection/LoadState';
import { numericParam } from '../debt-collection/paths';
import { NotFoundPage } from '../errors/NotFoundPage';
import { useServerRead } from '../serverState/useServerRead';
import { CONFIRM_CUSTOMER_PATH } from './paths';
import { useCustomerTypeConfirmation } from './useCustomerTypeConfirmation';
import { countText, formatInteger } from '../../domain/numbers/formatNumber';

const TREATMENT_LABELS: Record<CustomerTypeTreatment, string> = {
  keep: 'Behold registrert type',
  Retail: CUSTOMER_TYPE_LABELS.Retail,
  Business: CUSTOMER_TYPE_LABELS.Business,
};

const cell = { padding: '4px 8px', borderBottom: '1px solid rgba(0,0,0,0.12)', textAlign: 'left' as const };

/** /confirm-customer/{clientId} (part 1 §2): a client's customers waiting for their type to be confirmed. */
export function ConfirmCustomersPage() {
  const clientId = numericParam(useParams().clientId);
  if (clientId === null) return <NotFoundPage />;
  return <ConfirmCustomers clientId={clientId} />;
}

function ConfirmCustomers({ clientId }: { clientId: number }) {
  const [params, setParams] = useSearchParams();
  const page = confirmPageIndex(params.get('page'));
  const size = confirmPageSize(params.get('size'));
  const port = useCustomerTypeService(TOKENS.CustomerTypes);
  const read = useServerRead(port.unconfirmedCustomers(clientId, page, size), { keepPrevious: true });
  const data = read.data ?? undefined;
  const confirmation = useCustomerTypeConfirmation(clientId, data);
  const { actor, selection, treatment, alert, lastConfirmed, canConfirm, confirming } = confirmation;
  const go = (nextPage: number, nextSize: ConfirmPageSize) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('page', String(nextPage + 1));
      next.set('size', String(nextSize));
      return next;
    });
  const lastPage = data ? lastPageIndex(data.totalCount, size) : 0;
  // Confirming the last customers of the last page leaves it empty: show the page before it.
  useEffect(() => {
    if (data && page > lastPage) go(lastPage, size);
  });

  if (read.data === null) return <Typography>{CLIENT_NOT_FOUND_MESSAGE}</Typography>;
  if (!data) return <LoadState isPending={read.isPending} isError={read.isError} />;

  const pageIds = data.customers.map((c) => c.customerId);
  const pageState = pageCheckState(selection, pageIds);
  const count = selectedCount(selection, data.totalCount);

  return (
    <Box>
      <Button component={Link} to={CONFIRM_CUSTOMER_PATH} size="small">
        Tilbake
      </Button>
      <Typography variant="h4" component="h1">
        Bekreft kundetype
      </Typography>
      <Typography variant="subtitle1" gutterBottom>
        {data.clientName} ({clientId}) – {countText(data.totalCount, 'kunde venter', 'kunder venter')}
      </Typography>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 1 }}>
        <FormControl>
          <FormLabel id="treatment-label">Behandling</FormLabel>
          <RadioGroup
            row
            aria-labelledby="treatment-label"
            value={treatment ?? ''}
            onChange={(_, value) => actor.send({ type: 'CHOOSE_TREATMENT', treatment: value as CustomerTypeTreatment })}
          >
            {CUSTOMER_TYPE_TREATMENTS.map((option) => (
              <FormControlLabel key={option} value={option} control={<Radio />} label={TREATMENT_LABELS[option]} />
            ))}
          </RadioGroup>
        </FormControl>
        <Button variant="contained" disabled={!canConfirm || confirming} onClick={() => actor.send({ type: 'CONFIRM' })}>
          Bekreft
        </Button>
        <Typography role="status">{count > 0 ? `${formatInteger(count)} valgt` : lastConfirmed !== null ? countText(lastConfirmed, 'kunde bekreftet', 'kunder bekreftet') : ''}</Typography>
      </Stack>
      {alert && <Alert severity="warning">{alert}</Alert>}

      <SelectionBanner
        allMatching={selection.kind === 'allMatching'}
        offered={offersAllMatching(selection, pageIds, data.totalCount)}
        pageCount={pageIds.length}
        selected={count}
        total={data.totalCount}
        onSelectAll={() => actor.send({ type: 'SELECT_ALL_MATCHING' })}
        onClear={() => actor.send({ type: 'CLEAR_SELECTION' })}
      />

      <Paper sx={{ mt: 1, overflowX: 'auto' }}>
        {data.customers.length === 0 ? (
          <Typography sx={{ p: 2 }}>{NO_RESULTS_MESSAGE}</Typography>
        ) : (
          <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }} aria-label="Kunder som venter på bekreftelse">
            <thead>
              <tr>
                <th style={{ ...cell, width: 40 }}>
                  <input
                    type="checkbox"
                    aria-label="Velg alle på siden"
                    checked={pageState === 'checked'}
                    ref={(box) => {
                      if (box) box.indeterminate = pageState === 'indeterminate';
                    }}
                    onChange={() => actor.send({ type: 'TOGGLE_PAGE' })}
                  />
                </th>
                <th style={cell}>Kundenr.</th>
                <th style={cell}>Navn</th>
                <th style={cell}>Adresse</th>
                <th style={cell}>Org.nr.</th>
                <th style={cell}>E-post</th>
                <th style={cell}>Registrert type</th>
              </tr>
            </thead>
            <tbody>
              {data.customers.map((customer) => (
                <CustomerRow
                  key={customer.customerId}
                  customer={customer}
                  ticked={isCustomerSelected(selection, customer.customerId)}
                  onToggle={() => actor.send({ type: 'TOGGLE_CUSTOMER', id: customer.customerId })}
                />
              ))}
            </tbody>
          </table>
        )}
        <TablePagination
          component="div"
          count={data.totalCount}
          page={Math.min(page, lastPage)}
          rowsPerPage={size}
          rowsPerPageOptions={[...CONFIRM_PAGE_SIZES]}
          labelRowsPerPage="Kunder per side"
          onPageChange={(_, next) => go(next, size)}
          onRowsPerPageChange={(event) => go(0, confirmPageSize(event.target.value))}
        />
      </Paper>
    </Box>
  );
}

/** Plain elements: up to 200 rows, painted at once (no MUI in repeated rows). */
function CustomerRow({ customer, ticked, onToggle }: { customer: UnconfirmedCustomer; ticked: boolean; onToggle: () => void }) {
  return (
    <tr>
      <td style={cell}>
        <input type="checkbox" aria-label={`Velg kunde ${customer.customerNr} ${customer.name}`} checked={ticked} onChange={onToggle} />
      </td>
      <td style={cell}>{customer.customerNr}</td>
      <td style={cell}>{customer.name}</td>
      <td style={cell}>{customer.address}</td>
      <td style={cell}>{customer.orgNo ?? ''}</td>
      <td style={cell}>{customer.email ?? ''}</td>
      <td style={cell}>{customerTypeLabel(customer.type)}</td>
    </tr>
  );
}

interface BannerProps {
  readonly allMatching: boolean;
  readonly offered: boolean;
  readonly pageCount: number;
  readonly selected: number;
  readonly total: number;
  onSelectAll(): void;
  onClear(): void;
}

/** "All N matching": offered once the page is ticked whole, and undone from the same place. */
function SelectionBanner({ allMatching, offered, pageCount, selected, total, onSelectAll, onClear }: BannerProps) {
  if (allMatching) {
    return (
      <Alert severity="info" action={<Button onClick={onClear}>Fjern valget</Button>}>
        {selected === total ? `Alle ${formatInteger(total)} kunder som venter er valgt.` : `${formatInteger(selected)} av ${formatInteger(total)} kunder som venter er valgt.`}
      </Alert>
    );
  }
  if (!offered) return null;
  return (
    <Alert severity="info" action={<Button onClick={onSelectAll}>Velg alle {formatInteger(total)} som venter</Button>}>
      Alle {formatInteger(pageCount)} på denne siden er valgt.
    </Alert>
  );
}
