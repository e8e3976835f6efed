import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Autocomplete, Box, TextField } from '@mui/material';
import type { ClientHit } from '../../application/ports/search.port';
import { NO_RESULTS_MESSAGE } from '../../domain/search/searchRules';
import { useClientSearch } from './useSearches';

export const SEARCHING_TEXT = 'Søker …';
export const INACTIVE_CLIENT_TEXT = 'inaktiv';
export const INACTIVE_CLIENT_HINT = 'Klienten er inaktiv';

export interface ClientPickerProps {
  readonly id: string;
  readonly label: string;
  readonly value: ClientHit | null;
  readonly onChange: (client: ClientHit | null) => void;
  /**
   * Enter on a client (the highlighted one, else the chosen one) hands it here instead of choosing it:
   * the search popup jumps to the client. A click or Tab still chooses the client as the filter.
   */
  readonly onEnter?: (client: ClientHit) => void;
  /** By number or name (from 3 characters), or by bank account (from 2 digits). */
  readonly by?: 'term' | 'bankAccount';
  readonly autoFocus?: boolean;
}

export const clientLabel = (client: ClientHit): string => `${client.id} ${client.name}`;

/** A client field of part 1 §2: inactive clients are struck through. */
export function ClientPicker({ id, label, value, onChange, onEnter, by = 'term', autoFocus = false }: ClientPickerProps) {
  const [inputValue, setInputValue] = useState('');
  const [open, setOpen] = useState(false);
  const highlighted = useRef<ClientHit | null>(null);
  // The text of a chosen client is its label, not a new search.
  const term = value && inputValue === clientLabel(value) ? '' : inputValue;
  const { hint, results, searching } = useClientSearch(term, by);
  const options = useMemo(() => (term === '' ? [] : (results ?? [])), [term, results]);
  // MUI highlights the first option of every new list itself (autoHighlight) without telling
  // onHighlightChange, so a highlight the officer moved to belongs to the list it was made in.
  useEffect(() => {
    highlighted.current = null;
  }, [options]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement> & { defaultMuiPrevented?: boolean }) => {
    if (event.key !== 'Enter' || !onEnter) return;
    const target = open ? (highlighted.current ?? options[0] ?? null) : value;
    if (!target) return;
    event.preventDefault();
    event.defaultMuiPrevented = true;
    onEnter(target);
  };

  return (
    <Autocomplete<ClientHit, false, false, false>
      id={id}
      value={value}
      onChange={(_event, client) => onChange(client)}
      inputValue={inputValue}
      onInputChange={(_event, text) => setInputValue(text)}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onHighlightChange={(_event, client) => {
        highlighted.current = client;
      }}
      onKeyDown={onKeyDown}
      options={options}
      filterOptions={(options) => options}
      getOptionLabel={clientLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={term !== '' && searching}
      loadingText={SEARCHING_TEXT}
      noOptionsText={hint ?? NO_RESULTS_MESSAGE}
      autoHighlight
      autoSelect={Boolean(onEnter)}
      renderOption={({ key, ...props }, client) => (
        <Box component="li" key={key} {...props}>
          {client.isActive ? (
            clientLabel(client)
          ) : (
            <Box component="s" sx={{ color: 'text.secondary' }}>
              {clientLabel(client)}
            </Box>
          )}
          {!client.isActive && (
            <Box component="span" sx={{ ml: 1, fontSize: 'caption.fontSize', color: 'text.secondary' }}>
              ({INACTIVE_CLIENT_TEXT})
            </Box>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          autoFocus={autoFocus}
          helperText={value && !value.isActive ? INACTIVE_CLIENT_HINT : undefined}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              style: value && !value.isActive && term === '' ? { textDecoration: 'line-through' } : undefined,
            },
          }}
        />
      )}
    />
  );
}
