import { Alert, Box, Button, MenuItem, TextField } from '@mui/material';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ClientPagePort } from '../../application/ports/clientPage.port';
import { useCustomerPages } from '../../composition/customers';
import {
  CUSTOMER_ROWS_CHOICES,
  CUSTOMER_ROWS_LABEL,
  CUSTOMERS_LOAD_FAILED,
  customersMatching,
  DEFAULT_CUSTOMER_ROWS,
  NEW_CUSTOMER_LABEL,
} from '../../domain/client/clientPageTexts';
import { CustomerList, type ClientCustomerRow } from '../../domain/client/customerList';
import { customerFormFromSearchText } from '../../domain/customer/customerForm';
import { READINESS_TEXTS } from '../../domain/customer/einvoiceReadiness';
import { CUSTOMER_TYPE_LABELS } from '../../domain/customer/customerType';
import { customerRecordFromForm } from '../../domain/customer/customerRecord';
import { VIRTUAL_ROW_HEIGHT_PX } from '../../domain/virtualTable';
import { customerPath } from '../app/paths';
import { useInAppLinkClicks } from '../common/inAppLinkClicks';
import { OnDemand, onDemandExport } from '../common/OnDemand';
import { Empty, Loading } from '../common/ReadStates';
import { Cell, HeaderCell, VirtualRows } from '../debt-collection/VirtualRows';
import { useServerRead } from '../serverState/useServerRead';

const CustomerFormDialog = onDemandExport(() => import('../customers/CustomerFormDialog'), 'CustomerFormDialog');
const EinvoiceReadinessDialog = onDemandExport(() => import('./EinvoiceReadinessDialog'), 'EinvoiceReadinessDialog');
const COLUMNS = '120px minmax(160px, 2fr) 90px minmax(160px, 2fr) 140px';
/** On a phone: the number, which opens the customer with all the rest, and the name (issue 43). */
const PHONE_COLUMNS = '88px minmax(0, 1fr)';
const lineKey = (row: ClientCustomerRow) => String(row.nr);

/**
 * customers (part 2 §2.2): the client's whole customer list (page 0, size 999999) in virtual rows, 'show
 * number of customers' (20 unless chosen) rows at a time; the number links to the customer page; the
 * new-customer button opens the customer form with the search text as number or name, and lands on the new customer.
 */
export function ClientCustomersTab({ clientId, port }: { clientId: number; port: ClientPagePort }) {
  const customers = useServerRead(port.customers(clientId));
  const customerPages = useCustomerPages();
  const navigate = useNavigate();
  const openLink = useInAppLinkClicks();
  const [search, setSearch] = useState('');
  const [rowsShown, setRowsShown] = useState<number>(DEFAULT_CUSTOMER_ROWS);
  const [creating, setCreating] = useState(false);
  const [readiness, setReadiness] = useState(false);
  const template = useServerRead(creating ? customerPages.customerTemplate(clientId) : null);
  const created = useRef<number | null>(null);
  const lines = useMemo(() => customersMatching(customers.data ?? CustomerList.EMPTY, search), [customers.data, search]);
  const renderLine = useCallback(
    (row: ClientCustomerRow) => (
      <>
        <Cell fits phone>
          <a href={`${customerPath(clientId, row.nr)}/`}>{row.nr}</a>
        </Cell>
        <Cell phone>{row.name}</Cell>
        <Cell fits>{CUSTOMER_TYPE_LABELS[row.type]}</Cell>
        <Cell>{row.email}</Cell>
        <Cell>{row.phone}</Cell>
      </>
    ),
    [clientId],
  );
  const stopCreating = useCallback(() => {
    setCreating(false);
    // After a save the officer lands on the new customer's page.
    if (created.current !== null) void navigate(`${customerPath(clientId, created.current)}/`);
  }, [clientId, navigate]);

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField label="Søk i kunder" value={search} onChange={(event) => setSearch(event.target.value)} sx={{ maxWidth: 320 }} />
        <TextField select label={CUSTOMER_ROWS_LABEL} value={rowsShown} onChange={(event) => setRowsShown(Number(event.target.value))} sx={{ minWidth: 200 }}>
          {CUSTOMER_ROWS_CHOICES.map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          onPointerEnter={CustomerFormDialog.preload}
          onClick={() => {
            created.current = null;
            CustomerFormDialog.preload();
            setCreating(true);
          }}
        >
          {NEW_CUSTOMER_LABEL}
        </Button>
        <Button onPointerEnter={EinvoiceReadinessDialog.preload} onClick={() => setReadiness(true)}>
          {READINESS_TEXTS.open}
        </Button>
      </Box>
      {customers.isPending ? (
        <Loading />
      ) : customers.isError ? (
        <Alert severity="error">{CUSTOMERS_LOAD_FAILED}</Alert>
      ) : lines.length === 0 ? (
        <Empty text="Ingen kunder" />
      ) : (
        // The customer numbers are plain links, opened in the app by one handler here (useInAppLinkClicks).
        <div onClick={openLink}>
          <VirtualRows
            label="Kunder"
            lines={lines}
            lineKey={lineKey}
            columns={COLUMNS}
            phoneColumns={PHONE_COLUMNS}
            height={`${rowsShown * VIRTUAL_ROW_HEIGHT_PX}px`}
            header={
              <>
                <HeaderCell phone>Kundenr.</HeaderCell>
                <HeaderCell phone>Navn</HeaderCell>
                <HeaderCell>Type</HeaderCell>
                <HeaderCell>E-post</HeaderCell>
                <HeaderCell>Telefon</HeaderCell>
              </>
            }
            renderLine={renderLine}
          />
        </div>
      )}
      {readiness && (
        <OnDemand onFailed={() => setReadiness(false)}>
          <EinvoiceReadinessDialog.Component clientId={clientId} port={port} onClose={() => setReadiness(false)} />
        </OnDemand>
      )}
      {creating && template.isSuccess && (
        <OnDemand onFailed={() => setCreating(false)}>
          <CustomerFormDialog.Component
            title={NEW_CUSTOMER_LABEL}
            initialValues={customerFormFromSearchText(search)}
            templateNumber={template.data}
            lookups={customerPages}
            onSave={async (values) => {
              created.current = (await customerPages.createCustomer(clientId, customerRecordFromForm(values))).nr;
            }}
            onClose={stopCreating}
          />
        </OnDemand>
      )}
    </Box>
  );
}
