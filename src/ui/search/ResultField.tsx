import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, LinearProgress, List, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import { NO_RESULTS_MESSAGE } from '../../domain/search/searchRules';
import type { SearchState } from './useSearches';

export interface ResultFieldProps<T> {
  readonly id: string;
  readonly label: string;
  readonly term: string;
  readonly onTermChange: (term: string) => void;
  readonly search: SearchState<T>;
  readonly optionKey: (item: T) => string;
  readonly primary: (item: T) => ReactNode;
  readonly secondary?: (item: T) => ReactNode;
  /** Enter on a result (the highlighted one, else the first) or a click. */
  readonly onOpen: (item: T) => void;
}

/**
 * A search field with its results right under it, as a combobox: focus stays in the field, the arrow
 * keys move the highlight through the results, Enter opens the highlighted one (or the first).
 */
export function ResultField<T>({ id, label, term, onTermChange, search, optionKey, primary, secondary, onOpen }: ResultFieldProps<T>) {
  const [active, setActive] = useState(-1);
  const [activeFor, setActiveFor] = useState(search.results);
  // A new answer starts with nothing highlighted.
  if (activeFor !== search.results) {
    setActiveFor(search.results);
    setActive(-1);
  }
  const results = search.results ?? [];
  const listId = `${id}-results`;
  const showList = search.hint === null && results.length > 0;
  const showEmpty = search.hint === null && search.results !== undefined && results.length === 0 && !search.searching;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      setActive((index) => Math.min(index + 1, results.length - 1));
    } else if (event.key === 'ArrowUp' && results.length > 0) {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && results.length > 0) {
      event.preventDefault();
      const item = results[Math.max(active, 0)];
      if (item !== undefined) onOpen(item);
    }
  };

  return (
    <Box>
      <TextField
        id={id}
        label={label}
        value={term}
        onChange={(event) => onTermChange(event.target.value)}
        onKeyDown={onKeyDown}
        helperText={term === '' ? undefined : search.hint}
        autoComplete="off"
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': showList,
            'aria-controls': listId,
            ...(showList && active >= 0 ? { 'aria-activedescendant': `${id}-result-${active}` } : {}),
          },
        }}
      />
      <Box sx={{ height: 4 }}>{search.hint === null && search.searching && term !== '' && <LinearProgress aria-label={`${label}: søker`} />}</Box>
      <List id={listId} role="listbox" aria-label={`${label}: resultater`} dense disablePadding hidden={!showList}>
        {showList &&
          results.map((item, index) => (
            <ListItemButton
              key={optionKey(item)}
              id={`${id}-result-${index}`}
              role="option"
              aria-selected={index === active}
              selected={index === active}
              tabIndex={-1}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onOpen(item)}
            >
              <ListItemText primary={primary(item)} secondary={secondary?.(item)} />
            </ListItemButton>
          ))}
      </List>
      {showEmpty && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }} role="status">
          {NO_RESULTS_MESSAGE}
        </Typography>
      )}
    </Box>
  );
}
