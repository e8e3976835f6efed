import { TableCell, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { CustomerDetail, OpenPost } from '../../application/ports/customerPages.port';
import type { Ore } from '../../domain/money/ore';
import { OPEN_POST_TYPE_LABELS } from '../../domain/customer/customerPageTexts';
import { invoicePath } from '../app/paths';
import { dateOf, money, numeric } from './format';

/**
 * A post's row with its date, type and number first: a click opens its invoice or credit note; a
 * payment has no page of its own. `children` are the tab's own cells after those.
 */
export function OpenPostRow({ customer, post, children }: { customer: CustomerDetail; post: Pick<OpenPost, 'type' | 'journalNr' | 'journalDate'>; children: ReactNode }) {
  const navigate = useNavigate();
  const opens = post.type !== 'PAYMENT';
  return (
    <TableRow
      hover={opens}
      sx={opens ? { cursor: 'pointer' } : undefined}
      onClick={opens ? () => void navigate(invoicePath(customer.clientId, customer.nr, post.journalNr)) : undefined}
    >
      <TableCell>{dateOf(post.journalDate)}</TableCell>
      <TableCell>{OPEN_POST_TYPE_LABELS[post.type]}</TableCell>
      <TableCell>{post.journalNr}</TableCell>
      {children}
    </TableRow>
  );
}

/** The bold row under a table of posts: 'Sum' across the first `span` columns, then each sum. */
export function PostSumRow({ span, sums }: { span: number; sums: readonly Ore[] }) {
  return (
    <TableRow>
      <TableCell colSpan={span}>
        <strong>Sum</strong>
      </TableCell>
      {sums.map((sum, index) => (
        <TableCell key={index} sx={numeric}>
          <strong>{money(sum)}</strong>
        </TableCell>
      ))}
    </TableRow>
  );
}
