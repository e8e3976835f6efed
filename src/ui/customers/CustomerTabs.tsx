import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CustomerDetail, CustomerPagesPort, CustomerSettings, InvoiceFilter } from '../../application/ports/customerPages.port';
import { invoiceStatusBadgeColor } from '../../domain/badges/statusBadges';
import { INVOICE_FILTER_LABELS, SETTINGS_FAILED_MESSAGE, SETTINGS_SAVED_MESSAGE } from '../../domain/customer/customerPageTexts';
import { defaultLedgerMonths, ledgerMonthInputBounds, ledgerPeriod, type MonthRange } from '../../domain/dates/ledgerRange';
import { invoicePath } from '../app/paths';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { dateOf, money, numeric } from './format';
import { countText } from '../../domain/numbers/formatNumber';
import { postTypeLabel } from '../../domain/labels/codeLabels';
import { shipmentLabel } from '../../domain/shipment/shipmentType';

export interface TabProps {
  readonly customer: CustomerDetail;
  readonly port: CustomerPagesPort;
}

/** invoice: the six filters (default 'all' = open invoices), search by number, Opprett faktura, the table with badges and icons. */
export function InvoicesTab({ customer, port }: TabProps) {
  const [filter, setFilter] = useState<InvoiceFilter>('all');
  const [number, setNumber] = useState('');
  const invoiceNr = /^\d+$/.test(number.trim()) ? Number(number.trim()) : undefined;
  const read = useServerRead(port.invoices(customer.id, filter, invoiceNr), { keepPrevious: true });
  const navigate = useNavigate();
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', my: 1 }}>
        <TextField select size="small" label="Filter" value={filter} onChange={(event) => setFilter(event.target.value as InvoiceFilter)} sx={{ minWidth: 260 }}>
          {(Object.keys(INVOICE_FILTER_LABELS) as InvoiceFilter[]).map((key) => (
            <MenuItem key={key} value={key}>
              {INVOICE_FILTER_LABELS[key]}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label="Fakturanr." value={number} onChange={(event) => setNumber(event.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <Button variant="contained" onClick={() => void navigate(`/create-entries/${customer.clientId}/entry`)}>
          Opprett faktura
        </Button>
      </Box>
      {read.isPending ? (
        <Loading />
      ) : read.isError ? (
        <LoadFailed />
      ) : read.data.length === 0 ? (
        <Empty text="Ingen fakturaer" />
      ) : (
        <Table size="small" aria-label="Fakturaer">
          <TableHead>
            <TableRow>
              <TableCell>Fakturanr.</TableCell>
              <TableCell>Fakturadato</TableCell>
              <TableCell>Forfall</TableCell>
              <TableCell sx={numeric}>Beløp</TableCell>
              <TableCell sx={numeric}>Renter</TableCell>
              <TableCell sx={numeric}>Gebyr</TableCell>
              <TableCell sx={numeric}>Restbeløp</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Betalt</TableCell>
              <TableCell>Merknader</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {read.data.map((row) => (
              <TableRow key={row.entryId} hover sx={{ cursor: 'pointer' }} onClick={() => void navigate(invoicePath(customer.clientId, customer.nr, row.invoiceNr))}>
                <TableCell>{row.invoiceNr}</TableCell>
                <TableCell>{dateOf(row.invoiceDate)}</TableCell>
                <TableCell>{dateOf(row.dueDate)}</TableCell>
                <TableCell sx={numeric}>{money(row.amountIncTax)}</TableCell>
                <TableCell sx={numeric}>{money(row.interestPart)}</TableCell>
                <TableCell sx={numeric}>{money(row.feePart)}</TableCell>
                <TableCell sx={numeric}>{money(row.restAmount)}</TableCell>
                <TableCell>
                  <Chip size="small" color={invoiceStatusBadgeColor(row.statusCode)} label={row.statusText ?? row.statusCode} />
                </TableCell>
                <TableCell>{dateOf(row.settledDate)}</TableCell>
                <TableCell>
                  {[
                    row.numberOfNotes > 0 ? countText(row.numberOfNotes, 'notat', 'notater') : null,
                    row.isActive ? null : 'Stoppet',
                    row.readyForDebtCollectionDecision ? 'Venter på inkassobeslutning' : null,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

/** ledger (Kundereskontro): Alle poster / Åpne poster, a month range (last month → this month), opening balance, posts, sums, closing balance. */
export function LedgerTab({ customer, port, today }: TabProps & { today: Date }) {
  const [months, setMonths] = useState<MonthRange>(() => defaultLedgerMonths(today));
  const [openOnly, setOpenOnly] = useState(false);
  const period = ledgerPeriod(months);
  const bounds = ledgerMonthInputBounds(months);
  const read = useServerRead(port.ledger(customer.clientId, customer.nr, period.from, period.to, openOnly), { keepPrevious: true });
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', my: 1 }}>
        <ToggleButtonGroup size="small" exclusive value={openOnly ? 'open' : 'all'} onChange={(_, value: string | null) => value && setOpenOnly(value === 'open')}>
          <ToggleButton value="all">Alle poster</ToggleButton>
          <ToggleButton value="open">Åpne poster</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          size="small"
          type="month"
          label="Fra måned"
          value={months.fromMonth}
          onChange={(event) => event.target.value && setMonths({ ...months, fromMonth: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: bounds.fromMax } }}
        />
        <TextField
          size="small"
          type="month"
          label="Til måned"
          value={months.toMonth}
          onChange={(event) => event.target.value && setMonths({ ...months, toMonth: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: bounds.toMin } }}
        />
      </Box>
      {read.isPending ? (
        <Loading />
      ) : read.isError ? (
        <LoadFailed />
      ) : (
        <Table size="small" aria-label="Kundereskontro">
          <TableHead>
            <TableRow>
              <TableCell>Dato</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>Bilagsnr.</TableCell>
              <TableCell>Tekst</TableCell>
              <TableCell sx={numeric}>Beløp</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell colSpan={4}>Inngående saldo</TableCell>
              <TableCell sx={numeric}>{money(read.data.openingBalance)}</TableCell>
            </TableRow>
            {read.data.posts.map((post, index) => (
              <TableRow key={`${post.jourNr}-${index}`}>
                <TableCell>{dateOf(post.jourDate)}</TableCell>
                <TableCell>{postTypeLabel(post.type)}</TableCell>
                <TableCell>{post.jourNr}</TableCell>
                <TableCell>{post.text}</TableCell>
                <TableCell sx={numeric}>{money(post.amount)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={4}>Sum debet</TableCell>
              <TableCell sx={numeric}>{money(read.data.sumDebit)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell colSpan={4}>Sum kredit</TableCell>
              <TableCell sx={numeric}>{money(read.data.sumCredit)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell colSpan={4}>
                <strong>Utgående saldo</strong>
              </TableCell>
              <TableCell sx={numeric}>
                <strong>{money(read.data.closingBalance)}</strong>
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

const SETTING_LABELS: Readonly<Record<Exclude<keyof CustomerSettings, 'languageCode'>, string>> = {
  specifyInterestAndFee: 'Spesifiser renter og gebyr',
  brevgiro: 'Brevgiro',
  debtCollectionNoticeOnEmail: 'Inkassovarsel på e-post',
  autoSplitRateInvoice: 'Del opp avdragsfaktura automatisk',
};

/** settings: the five editable settings, and the read-only ones. */
export function SettingsTab({ customer, port, notify }: TabProps & { notify: (severity: 'success' | 'error', message: string) => void }) {
  const [settings, setSettings] = useState<CustomerSettings>(customer.settings);
  const save = useMutation({
    mutationFn: () => port.updateSettings(customer.id, settings),
    onSuccess: () => notify('success', SETTINGS_SAVED_MESSAGE),
    onError: () => notify('error', SETTINGS_FAILED_MESSAGE),
  });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', maxWidth: 480, gap: 1, my: 1 }}>
      {(Object.keys(SETTING_LABELS) as (keyof typeof SETTING_LABELS)[]).map((key) => (
        <FormControlLabel
          key={key}
          control={<Checkbox checked={settings[key]} onChange={(event) => setSettings({ ...settings, [key]: event.target.checked })} />}
          label={SETTING_LABELS[key]}
        />
      ))}
      <TextField select size="small" label="Språk" value={settings.languageCode} onChange={(event) => setSettings({ ...settings, languageCode: event.target.value as CustomerSettings['languageCode'] })}>
        <MenuItem value="">Standard</MenuItem>
        <MenuItem value="NO">Norsk</MenuItem>
        <MenuItem value="EN">Engelsk</MenuItem>
      </TextField>
      <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
        Lagre
      </Button>
      <Alert severity="info" sx={{ mt: 2 }}>
        Standard forsendelse: {customer.stdShipment ? shipmentLabel(customer.stdShipment) : '–'}; standard kredittid: {customer.stdCreditDays ?? '–'} dager; kundens kredittid:{' '}
        {customer.creditDays ?? '–'}
      </Alert>
    </Box>
  );
}
