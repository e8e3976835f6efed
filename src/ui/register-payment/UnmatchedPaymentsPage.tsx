import { Box, Stack, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, Typography } from '@mui/material';
import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { UnmatchedPayment } from '../../application/ports/unmatchedPayments.port';
import { TOKENS } from '../../composition/tokens';
import { formatNorwegianDate } from '../../domain/dates/norwegianDate';
import { formatAmount } from '../../domain/money/formatAmount';
import { UNMATCHED_TEXTS as T } from '../../domain/payment/unmatchedPayments';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { usePaymentsService } from './paymentServices';
import { UnmatchedPaymentPanel } from './UnmatchedPaymentPanel';

type Tab = 'OPEN' | 'RESOLVED';

/** A row's accessible name: what an officer tells payments apart by. */
export const rowName = (p: UnmatchedPayment) => `Innbetaling ${formatAmount(p.amount)} kr ${formatNorwegianDate(p.bankDate)} fra ${p.payerName ?? 'ukjent betaler'}`;

function PaymentList({ payments, selected, onSelect }: { payments: readonly UnmatchedPayment[]; selected: number | null; onSelect: (id: number) => void }) {
  const body = useRef<HTMLTableSectionElement>(null);
  // Arrow keys move the choice through the list, and the focus with it (the list is one tab stop per row).
  const move = (event: KeyboardEvent, index: number) => {
    const next = event.key === 'ArrowDown' ? index + 1 : event.key === 'ArrowUp' ? index - 1 : null;
    if (next === null || next < 0 || next >= payments.length) return;
    event.preventDefault();
    onSelect(payments[next]!.id);
    body.current?.querySelectorAll<HTMLElement>('tr')[next]?.focus();
  };
  return (
    <Table size="small" aria-label={T.list} stickyHeader>
      <TableHead>
        <TableRow>
          <TableCell>{T.columns.bankDate}</TableCell>
          <TableCell>{T.columns.source}</TableCell>
          <TableCell>{T.columns.client}</TableCell>
          <TableCell align="right">{T.columns.amount}</TableCell>
          <TableCell>{T.columns.kid}</TableCell>
          <TableCell>{T.columns.payer}</TableCell>
          <TableCell>{T.columns.status}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody ref={body}>
        {payments.map((p, index) => (
          <TableRow
            key={p.id}
            hover
            selected={p.id === selected}
            tabIndex={0}
            aria-label={rowName(p)}
            aria-selected={p.id === selected}
            onClick={() => onSelect(p.id)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onSelect(p.id);
              } else move(event, index);
            }}
            sx={{ cursor: 'pointer' }}
          >
            <TableCell>{formatNorwegianDate(p.bankDate)}</TableCell>
            <TableCell>{T.source[p.source]}</TableCell>
            <TableCell>{p.clientName ?? T.unknownClient}</TableCell>
            <TableCell align="right">{formatAmount(p.amount)}</TableCell>
            <TableCell>{p.kid ?? ''}</TableCell>
            <TableCell>{p.payerName ?? ''}</TableCell>
            <TableCell>{T.status[p.status]}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * /register-payment/unmatched (issue 45): payments from camt.054, OCR giro or by hand that matched no invoice. The
 * officer picks one, sees the invoices it may be meant for (best first, with why), and allocates it (split over
 * several invoices if need be) or returns the money to the payer as a pain.001 file for the bank. The tab and the
 * chosen payment live in the search params (`status`, `id`), so a reload or a link keeps them.
 */
export function UnmatchedPaymentsPage() {
  const port = usePaymentsService(TOKENS.UnmatchedPayments);
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('status') === 'RESOLVED' ? 'RESOLVED' : 'OPEN';
  const selectedText = search.get('id');
  const selected = selectedText !== null && /^[1-9]\d{0,9}$/.test(selectedText) ? Number(selectedText) : null;
  const list = useServerRead(port.list(tab));
  const choose = (changes: { status?: Tab; id?: number | null }) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      if (changes.status !== undefined) next.set('status', changes.status);
      if (changes.id === null) next.delete('id');
      else if (changes.id !== undefined) next.set('id', String(changes.id));
      return next;
    });
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {T.title}
      </Typography>
      <Tabs value={tab} onChange={(_, value: Tab) => choose({ status: value, id: null })} aria-label={T.title} sx={{ mb: 2 }}>
        <Tab value="OPEN" label={T.open} />
        <Tab value="RESOLVED" label={T.resolved} />
      </Tabs>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Box component="section" aria-label={T.list} sx={{ flex: '1 1 50%', minWidth: 0, maxHeight: '70vh', overflow: 'auto' }}>
          {list.isPending ? (
            <Loading />
          ) : list.isError ? (
            <LoadFailed />
          ) : list.data.length === 0 ? (
            <Empty text={T.empty} />
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {T.keyboardHint}
              </Typography>
              <PaymentList payments={list.data} selected={selected} onSelect={(id) => choose({ id })} />
            </>
          )}
        </Box>
        <Box sx={{ flex: '1 1 50%', minWidth: 0 }}>
          {selected === null ? <Empty text={T.choose} /> : <UnmatchedPaymentPanel key={selected} id={selected} />}
        </Box>
      </Stack>
    </Box>
  );
}
