import { useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel, List, ListItemButton, ListItemText, Paper, Stack, TextField, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { badgeLabel } from '../../domain/badges/badgeCount';
import {
  PRODUCT_LINES,
  productLineFromParam,
  unreadCount,
  visibleEntries,
  type ChangelogEntry,
  type ProductLine,
} from '../../domain/changelog/changelog';
import { SEARCH_DEBOUNCE_MS } from '../../domain/queryPolicy';
import { dateOf } from '../common/formatting';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { useDebouncedValue } from '../search/useDebouncedValue';
import { VisuallyHidden } from '../common/VisuallyHidden';
import { useChangelogEntries, usePreferences, useUpdatePreferences } from './changelogReads';
import { RichText } from '../common/RichText';
import { TabBar } from '../common/TabBar';

const PRODUCT_LINE_LABELS: Readonly<Record<ProductLine, string>> = { nl: 'NorLink', nf: 'NyFaktura', dos: 'DOS' };

/**
 * A product line's tab: its name and the unread count in a red pill, read out as 'NorLink 2 uleste'.
 * The count sits in the text (not a floating badge) so what is seen is part of what is read.
 */
function TabLabel({ product, count }: { product: ProductLine; count: number }) {
  const badge = badgeLabel(count);
  return (
    <span>
      {PRODUCT_LINE_LABELS[product]}
      {badge !== null && (
        <>
          {' '}
          <Box
            component="span"
            sx={{ ml: 0.5, px: 0.75, borderRadius: 2, bgcolor: 'error.main', color: 'error.contrastText', fontSize: '0.75rem', fontWeight: 600 }}
          >
            {badge}
          </Box>
          <VisuallyHidden> uleste</VisuallyHidden>
        </>
      )}
    </span>
  );
}

function VersionNotes({ entry }: { entry: ChangelogEntry }) {
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2, flexGrow: 1, minWidth: 0 }} aria-labelledby="changelog-version-heading">
      <Typography id="changelog-version-heading" variant="h6" component="h2">
        Versjon {entry.version}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {dateOf(entry.updateDate)}
      </Typography>
      <RichText html={entry.changes} />
    </Paper>
  );
}

/** /changelog (part 1 §2): three product lines, unread by default, a text filter, and 'Marker som lest'. */
export function ChangelogPage() {
  const [params, setParams] = useSearchParams();
  const product = productLineFromParam(params.get('tab'));
  const [filterText, setFilterText] = useState('');
  const filter = useDebouncedValue(filterText, SEARCH_DEBOUNCE_MS);
  const [showPrevious, setShowPrevious] = useState(false);
  const [chosenVersion, setChosenVersion] = useState<string | null>(null);
  const entries = useChangelogEntries();
  const preferences = usePreferences();
  const markRead = useUpdatePreferences();

  const readAt = preferences.data?.changelogReadAt ?? null;
  const visible = entries.data ? visibleEntries(entries.data, { product, readAt, showPrevious, filter }) : [];
  const selected = visible.find((entry) => entry.version === chosenVersion) ?? visible[0];

  const chooseTab = (tab: ProductLine) => {
    setChosenVersion(null);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  };

  let body;
  if (entries.isError || preferences.isError) body = <LoadFailed />;
  else if (!entries.data || !preferences.data) body = <Loading />;
  else if (selected === undefined) body = <Empty text="Ingen resultater" />;
  else {
    body = (
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0 }}>
          <List component="nav" aria-label="Versjoner" dense>
            {visible.map((entry) => (
              <ListItemButton
                key={entry.version}
                selected={entry === selected}
                aria-current={entry === selected ? 'true' : undefined}
                onClick={() => setChosenVersion(entry.version)}
              >
                <ListItemText primary={entry.version} secondary={dateOf(entry.updateDate)} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
        <VersionNotes entry={selected} />
      </Stack>
    );
  }

  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Endringslogg
      </Typography>
      <TabBar
        label="Produkter"
        value={product}
        tabs={PRODUCT_LINES.map((line) => ({ value: line, label: <TabLabel product={line} count={entries.data ? unreadCount(entries.data, line, readAt) : 0} /> }))}
        onChange={chooseTab}
        gutterBottom
      />
      {/* The controls wrap as a whole rather than squeezing: the button's text stays inside it and the read date on one line (issue 43). */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', mb: 2 }}>
        <TextField label="Søk i endringer" size="small" value={filterText} onChange={(event) => setFilterText(event.target.value)} />
        <FormControlLabel
          control={<Checkbox checked={showPrevious} onChange={(event) => setShowPrevious(event.target.checked)} />}
          label="Vis tidligere versjoner"
        />
        <Button
          variant="outlined"
          sx={{ flexShrink: 0, whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start', sm: 'center' } }}
          onClick={() => markRead.mutate({ changelogReadAt: new Date().toISOString() })}
          disabled={markRead.isPending}
        >
          Marker som lest
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          Sist kvittert: {readAt === null ? 'aldri' : dateOf(readAt)}
        </Typography>
      </Stack>
      {body}
    </Box>
  );
}
