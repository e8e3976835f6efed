import { Checkbox, FormControlLabel } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { TOKENS } from '../../composition/tokens';
import { useInjection } from '../../composition/injection';
import { useServerRead } from '../serverState/useServerRead';

export const SEARCH_OPENS_PAGE_LABEL = 'Gå rett til søkesiden i stedet for søkevinduet';

/** The officer's choice (kept across sessions) to let Alt+S and the search button open /search/ instead of the popup. */
export function SearchOpensPageToggle() {
  const preferences = useInjection(TOKENS.Preferences);
  const current = useServerRead(preferences.preferences()).data;
  const change = useMutation({ mutationFn: (searchOpensPage: boolean) => preferences.update({ searchOpensPage }) });
  const checked = change.isPending ? change.variables : (current?.searchOpensPage ?? false);
  return (
    <FormControlLabel
      control={<Checkbox size="small" checked={checked} disabled={current === undefined || change.isPending} onChange={(event) => change.mutate(event.target.checked)} />}
      label={SEARCH_OPENS_PAGE_LABEL}
    />
  );
}
