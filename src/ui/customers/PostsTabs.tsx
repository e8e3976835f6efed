import { Alert, Box, Button, Table, TableBody, TableCell, TableHead, TableRow, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useSearchParams } from 'react-router';
import type { CustomerDetail, CustomerPagesPort, InvoiceView, OpenPost, Post, PostsFilter } from '../../application/ports/customerPages.port';
import { POSTS_PERIOD_PRESET_LABELS, POSTS_PERIOD_PRESETS, postsPeriod } from '../../domain/dates/postsPeriodPresets';
import { isIsoDate } from '../../domain/dates/isoDate';
import { sumOre } from '../../domain/money/ore';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { dateOf, money, numeric } from './format';
import { OpenPostRow, PostSumRow } from './OpenPostRow';

interface TabProps {
  readonly customer: CustomerDetail;
  readonly port: CustomerPagesPort;
}

/** The posts table of the posts tab and of the invoice page's crossrefs (part 2 §3.4 "Post row"). */
export function PostsTable({ posts, label }: { posts: readonly Post[]; label: string }) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>Bilagsdato</TableCell>
          <TableCell>Bilagsnr.</TableCell>
          <TableCell>Fakturanr.</TableCell>
          <TableCell>Tekst</TableCell>
          <TableCell sx={numeric}>Beløp</TableCell>
          <TableCell sx={numeric}>Fakturadel</TableCell>
          <TableCell sx={numeric}>Renter</TableCell>
          <TableCell sx={numeric}>Gebyr</TableCell>
          <TableCell sx={numeric}>Restbeløp</TableCell>
          <TableCell>Merke</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {posts.map((post, index) => (
          // Post ids are the ids of their source rows (invoices or payments), so two posts may share one.
          <TableRow key={`${post.jourNr}-${post.id}-${index}`}>
            <TableCell>{dateOf(post.jourDate)}</TableCell>
            <TableCell>{post.jourNr}</TableCell>
            <TableCell>{post.invoiceNr ?? ''}</TableCell>
            <TableCell>{post.text}</TableCell>
            <TableCell sx={numeric}>{money(post.amount)}</TableCell>
            <TableCell sx={numeric}>{money(post.invoicePart)}</TableCell>
            <TableCell sx={numeric}>{money(post.interestPart)}</TableCell>
            <TableCell sx={numeric}>{money(post.feePart)}</TableCell>
            <TableCell sx={numeric}>{money(post.restAmount)}</TableCell>
            <TableCell>{post.tag ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** posts: Alle poster / Tilgodeposter, from and to dates and the six period presets, all held in the address. */
export function PostsTab({ customer, port, today }: TabProps & { today: Date }) {
  const [search, setSearch] = useSearchParams();
  const filter: PostsFilter = search.get('filter') === 'credit' ? 'credit' : 'all';
  const preset = search.get('preset');
  const period = preset === null ? null : postsPeriod(preset, today);
  const dateParam = (name: string) => {
    const value = period?.ok ? (name === 'fromDate' ? period.value.from : period.value.to) : search.get(name);
    return value !== null && isIsoDate(value) ? value : '';
  };
  const fromDate = dateParam('fromDate');
  const toDate = dateParam('toDate');
  const read = useServerRead(period?.ok === false ? null : port.posts(customer.id, { filter, ...(fromDate ? { fromDate } : {}), ...(toDate ? { toDate } : {}) }), {
    keepPrevious: true,
  });
  const update = (changes: Record<string, string | null>) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  // A typed date ends the preset: the dates shown become the period.
  const setDate = (name: 'fromDate' | 'toDate', value: string) => update({ preset: null, fromDate, toDate, [name]: value });

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', my: 1 }}>
        <ToggleButtonGroup size="small" exclusive value={filter} onChange={(_, value: PostsFilter | null) => value && update({ filter: value === 'all' ? null : value })}>
          <ToggleButton value="all">Alle poster</ToggleButton>
          <ToggleButton value="credit">Tilgodeposter</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          size="small"
          type="date"
          label="Fra dato"
          value={fromDate}
          onChange={(event) => setDate('fromDate', event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: toDate || undefined } }}
        />
        <TextField
          size="small"
          type="date"
          label="Til dato"
          value={toDate}
          onChange={(event) => setDate('toDate', event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: fromDate || undefined } }}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }} role="group" aria-label="Periode">
        {POSTS_PERIOD_PRESETS.map((name) => (
          <Button key={name} size="small" variant={preset === name ? 'contained' : 'outlined'} onClick={() => update({ preset: name, fromDate: null, toDate: null })}>
            {POSTS_PERIOD_PRESET_LABELS[name]}
          </Button>
        ))}
      </Box>
      {period?.ok === false ? (
        <Alert severity="warning">{period.error}</Alert>
      ) : read.isPending ? (
        <Loading />
      ) : read.isError ? (
        <LoadFailed />
      ) : read.data.length === 0 ? (
        <Empty text="Ingen poster" />
      ) : (
        <PostsTable posts={read.data} label="Poster" />
      )}
    </Box>
  );
}

function OpenPostTable({ posts, label, customer }: { posts: readonly OpenPost[]; label: string; customer: CustomerDetail }) {
  return (
    <Box component="section" aria-label={label} sx={{ flex: '1 1 420px', minWidth: 0 }}>
      <h2 style={{ fontSize: '1.1rem', margin: '8px 0' }}>{label}</h2>
      {posts.length === 0 ? (
        <Empty text="Ingen åpne poster funnet" />
      ) : (
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>Bilagsdato</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>Bilagsnr.</TableCell>
              <TableCell sx={numeric}>Beløp</TableCell>
              <TableCell sx={numeric}>Restbeløp</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {posts.map((post) => (
              <OpenPostRow key={`${post.type}-${post.journalNr}-${post.journalDate}`} customer={customer} post={post}>
                <TableCell sx={numeric}>{money(post.amount)}</TableCell>
                <TableCell sx={numeric}>{money(post.restAmount)}</TableCell>
              </OpenPostRow>
            ))}
            <PostSumRow span={4} sums={[sumOre(posts.map((post) => post.restAmount))]} />
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

/** crossref (marked experimental in the spec): the open debit posts beside the open credit posts they may be crossed against. */
export function CrossrefTab({ customer, port }: TabProps) {
  const read = useServerRead(port.openPosts(customer.id));
  if (read.isPending) return <Loading />;
  if (read.isError) return <LoadFailed />;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <OpenPostTable label="Åpne debetposter" posts={read.data.filter((post) => post.restAmount > 0)} customer={customer} />
      <OpenPostTable label="Åpne kreditposter" posts={read.data.filter((post) => post.restAmount < 0)} customer={customer} />
    </Box>
  );
}

/** The invoice page's crossrefs: the posts crossed against the document's number (itself, its payments, credit notes referring to it). */
export function InvoiceCrossrefsTab({ entry, port }: { entry: InvoiceView; port: CustomerPagesPort }) {
  const read = useServerRead(port.crossrefs(entry.customerId, entry.jourNr));
  if (read.isPending) return <Loading />;
  if (read.isError) return <LoadFailed />;
  if (read.data.length === 0) return <Empty text="Ingen kryssreferanser" />;
  return <PostsTable posts={read.data} label="Kryssreferanser" />;
}
