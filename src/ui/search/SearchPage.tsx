import { useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Box, FormControl, FormControlLabel, FormLabel, LinearProgress, Paper, Radio, RadioGroup, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import type { ClientHit, CustomerHit, InvoiceHit } from '../../application/ports/search.port';
import {
  CUSTOMER_SEARCH_MODE_LABELS,
  CUSTOMER_SEARCH_MODES,
  INVOICE_SEARCH_TYPE_LABELS,
  INVOICE_SEARCH_TYPES,
  NO_RESULTS_MESSAGE,
  SEARCH_PAGE_MAX_RESULTS,
  SEARCH_TAB_LABELS,
  SEARCH_TABS,
  customerSearchNeedsClient,
  invoiceSearchNeedsClient,
  type SearchTab,
} from '../../domain/search/searchRules';
import { ClientPicker } from './ClientPicker';
import { customerColumns, invoiceColumns } from './resultColumns';
import { ResultsTable, type ResultsTableHandle } from './ResultsTable';
import { searchPageParams, searchPageState, type SearchPageState } from './searchAddress';
import { SearchOpensPageToggle } from './SearchOpensPageToggle';
import { useClientById, useCustomerSearch, useInvoiceSearch, type SearchState } from './useSearches';
import { customerPath, invoicePath } from '../app/paths';
import { TabBar } from '../common/TabBar';

export const SEARCH_PAGE_TITLE = 'Søk';

interface ModeChoice {
  readonly mode: SearchPageState['mode'];
  readonly label: string;
  readonly needsClient: boolean;
}

const TERM_PLACEHOLDERS: Partial<Record<SearchPageState['mode'], string>> = {
  bankAccount: '#### ## #####',
  email: 'navn@firma.no',
  amount: '1 234,50',
};

/**
 * /search/ (part 1 §2): customer and invoice tabs, an optional client filter, every search mode with
 * its rule, and results the keyboard can walk. Everything that defines the search is in the address.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const state = searchPageState(params);
  const show = (next: SearchPageState) => setParams(searchPageParams(next), { replace: true });

  const [clientBy, setClientBy] = useState<'term' | 'bankAccount'>('term');
  const [picked, setPicked] = useState<ClientHit | null>(null);
  const readBack = useClientById(picked?.id === state.clientId ? null : state.clientId);
  const client = picked?.id === state.clientId ? picked : (readBack ?? null);

  const results = useRef<ResultsTableHandle>(null);
  const onTermKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    results.current?.focusFirstRow();
  };

  const choices: readonly ModeChoice[] =
    state.tab === 'customer'
      ? CUSTOMER_SEARCH_MODES.map((mode) => ({ mode, label: CUSTOMER_SEARCH_MODE_LABELS[mode], needsClient: customerSearchNeedsClient(mode) }))
      : INVOICE_SEARCH_TYPES.map((type) => ({ mode: type, label: INVOICE_SEARCH_TYPE_LABELS[type], needsClient: invoiceSearchNeedsClient(type) }));
  const termDisabled = state.clientId === null && choices.some((choice) => choice.mode === state.mode && choice.needsClient);

  const switchTab = (tab: SearchTab) =>
    show(tab === 'customer' ? { ...state, tab, mode: 'text' } : { ...state, tab, mode: 'std' });
  const switchMode = (mode: string) =>
    show(state.tab === 'customer' ? { ...state, mode: CUSTOMER_SEARCH_MODES.find((m) => m === mode) ?? 'text' } : { ...state, mode: INVOICE_SEARCH_TYPES.find((m) => m === mode) ?? 'std' });

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {SEARCH_PAGE_TITLE}
      </Typography>
      <Paper sx={{ p: 2 }}>
        <Stack spacing={2}>
          <TabBar label="Søk etter" value={state.tab} tabs={SEARCH_TABS.map((tab) => ({ value: tab, label: SEARCH_TAB_LABELS[tab] }))} onChange={switchTab} />

          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={clientBy}
              onChange={(_event, by: 'term' | 'bankAccount' | null) => by && setClientBy(by)}
              aria-label="Finn klienten etter"
            >
              <ToggleButton value="term">Nummer eller navn</ToggleButton>
              <ToggleButton value="bankAccount">Kontonummer</ToggleButton>
            </ToggleButtonGroup>
            <Box sx={{ flexGrow: 1, maxWidth: 520 }}>
              <ClientPicker
                key={clientBy}
                id="search-client"
                label={clientBy === 'term' ? 'Klient (valgfri, nummer eller navn)' : 'Klient (valgfri, kontonummer)'}
                by={clientBy}
                value={client}
                onChange={(chosen) => {
                  setPicked(chosen);
                  show({ ...state, clientId: chosen?.id ?? null });
                }}
              />
            </Box>
          </Stack>

          <FormControl>
            <FormLabel id="search-mode-label">Søk i</FormLabel>
            <RadioGroup row aria-labelledby="search-mode-label" value={state.mode} onChange={(event) => switchMode(event.target.value)}>
              {choices.map(({ mode, label, needsClient }) => (
                <FormControlLabel
                  key={mode}
                  value={mode}
                  control={<Radio size="small" />}
                  label={needsClient ? `${label} (krever klient)` : label}
                  disabled={needsClient && state.clientId === null}
                />
              ))}
            </RadioGroup>
          </FormControl>

          {state.tab === 'customer' ? (
            <CustomerSearch state={state} onTermChange={(term) => show({ ...state, term })} onTermKeyDown={onTermKeyDown} disabled={termDisabled} results={results} />
          ) : (
            <InvoiceSearch state={state} onTermChange={(term) => show({ ...state, term })} onTermKeyDown={onTermKeyDown} disabled={termDisabled} results={results} />
          )}
        </Stack>
      </Paper>
      <SearchOpensPageToggle />
    </Stack>
  );
}

interface ModeSearchProps<S extends SearchPageState> {
  readonly state: S;
  readonly onTermChange: (term: string) => void;
  readonly onTermKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  readonly disabled: boolean;
  readonly results: RefObject<ResultsTableHandle | null>;
}

function CustomerSearch({ state, ...props }: ModeSearchProps<Extract<SearchPageState, { tab: 'customer' }>>) {
  const search = useCustomerSearch(state.mode, state.term, state.clientId, SEARCH_PAGE_MAX_RESULTS);
  return (
    <SearchTermAndResults
      {...props}
      state={state}
      label={CUSTOMER_SEARCH_MODE_LABELS[state.mode]}
      search={search}
      table={(rows: readonly CustomerHit[]) => (
        <ResultsTable
          ref={props.results}
          label="Kunder"
          columns={customerColumns}
          rows={rows}
          rowKey={(c) => String(c.id)}
          rowHref={(c) => customerPath(c.clientId, c.nr)}
        />
      )}
    />
  );
}

function InvoiceSearch({ state, ...props }: ModeSearchProps<Extract<SearchPageState, { tab: 'invoice' }>>) {
  const search = useInvoiceSearch(state.mode, state.term, state.clientId, SEARCH_PAGE_MAX_RESULTS);
  return (
    <SearchTermAndResults
      {...props}
      state={state}
      label={INVOICE_SEARCH_TYPE_LABELS[state.mode]}
      search={search}
      table={(rows: readonly InvoiceHit[]) => (
        <ResultsTable
          ref={props.results}
          label="Fakturaer"
          columns={invoiceColumns}
          rows={rows}
          rowKey={(i) => `${i.clientId}-${i.jourNo}`}
          rowHref={(i) => invoicePath(i.clientId, i.customerNr, i.jourNo)}
        />
      )}
    />
  );
}

function SearchTermAndResults<T>({
  state,
  label,
  search,
  table,
  onTermChange,
  onTermKeyDown,
  disabled,
}: Omit<ModeSearchProps<SearchPageState>, 'results'> & {
  readonly label: string;
  readonly search: SearchState<T>;
  readonly table: (rows: readonly T[]) => ReactNode;
}) {
  const rows = search.results ?? [];
  // The hint always says why a disabled field is disabled; otherwise only once the officer has typed.
  const hint = disabled || state.term !== '' ? search.hint : null;
  return (
    <Stack spacing={1}>
      <TextField
        id="search-term"
        label={label}
        value={state.term}
        onChange={(event) => onTermChange(event.target.value)}
        onKeyDown={onTermKeyDown}
        disabled={disabled}
        autoFocus
        autoComplete="off"
        placeholder={TERM_PLACEHOLDERS[state.mode]}
        helperText={hint ?? ' '}
        sx={{ maxWidth: 520 }}
      />
      <Box sx={{ height: 4 }}>{search.hint === null && search.searching && <LinearProgress aria-label="Søker" />}</Box>
      {search.hint === null && rows.length > 0 && table(rows)}
      {search.hint === null && search.results !== undefined && rows.length === 0 && !search.searching && (
        <Typography color="text.secondary" role="status">
          {NO_RESULTS_MESSAGE}
        </Typography>
      )}
    </Stack>
  );
}
