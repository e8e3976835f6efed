import { Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useMemo, useState } from 'react';
import type { OpenPost } from '../../application/ports/customerPages.port';
import type { Ore } from '../../domain/money/ore';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import type { TabProps } from './CustomerTabs';
import { dateOf, money, numeric } from './format';
import { OpenPostRow, PostSumRow } from './OpenPostRow';

type SortKey = 'journalDate' | 'type';

/** Sums of the positive and of the negative rest amounts (the open-posts tab's sum row). */
export function openPostSums(posts: readonly OpenPost[]): { debit: Ore; credit: Ore } {
  let debit = 0;
  let credit = 0;
  for (const post of posts) {
    if (post.restAmount > 0) debit += post.restAmount;
    else credit += post.restAmount;
  }
  return { debit, credit };
}

/** openPosts (the default tab): sortable by journal date and type, debit and credit by sign, a sum row; a row opens its document. */
export function OpenPostsTab({ customer, port }: TabProps) {
  const read = useServerRead(port.openPosts(customer.id));
  const [sort, setSort] = useState<{ key: SortKey; asc: boolean }>({ key: 'journalDate', asc: true });
  const rows = useMemo(() => {
    const list = [...(read.data ?? [])];
    list.sort((a, b) => (a[sort.key] < b[sort.key] ? -1 : a[sort.key] > b[sort.key] ? 1 : a.journalNr - b.journalNr) * (sort.asc ? 1 : -1));
    return list;
  }, [read.data, sort]);
  if (read.isPending) return <Loading />;
  if (read.isError) return <LoadFailed />;
  if (rows.length === 0) return <Empty text="Ingen åpne poster" />;
  const sums = openPostSums(rows);
  const header = (key: SortKey, label: string) => (
    <TableCell sortDirection={sort.key === key ? (sort.asc ? 'asc' : 'desc') : false}>
      <TableSortLabel active={sort.key === key} direction={sort.asc ? 'asc' : 'desc'} onClick={() => setSort({ key, asc: sort.key === key ? !sort.asc : true })}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <Table size="small" aria-label="Åpne poster">
      <TableHead>
        <TableRow>
          {header('journalDate', 'Bilagsdato')}
          {header('type', 'Type')}
          <TableCell>Bilagsnr.</TableCell>
          <TableCell>Forfall</TableCell>
          <TableCell sx={numeric}>Debet</TableCell>
          <TableCell sx={numeric}>Kredit</TableCell>
          <TableCell sx={numeric}>Restbeløp</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((post) => (
          <OpenPostRow key={`${post.type}-${post.journalNr}-${post.journalDate}`} customer={customer} post={post}>
            <TableCell>{dateOf(post.dueDate)}</TableCell>
            <TableCell sx={numeric}>{post.amount > 0 ? money(post.amount) : ''}</TableCell>
            <TableCell sx={numeric}>{post.amount < 0 ? money(post.amount) : ''}</TableCell>
            <TableCell sx={numeric}>{money(post.restAmount)}</TableCell>
          </OpenPostRow>
        ))}
        <PostSumRow span={4} sums={[sums.debit, sums.credit, sums.debit + sums.credit]} />
      </TableBody>
    </Table>
  );
}

