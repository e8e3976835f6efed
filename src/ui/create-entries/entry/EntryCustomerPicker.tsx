import { Autocomplete, TextField } from '@mui/material';
import { useMemo, useState, type Ref } from 'react';
import { CustomerList, type ClientCustomerRow } from '../../../domain/client/customerList';
import { CUSTOMERS_LOADING_TEXT, customerPickerIndex, pickCustomers } from '../../../domain/entry/customerPicker';
import { NO_RESULTS_MESSAGE } from '../../../domain/search/searchRules';

const label = (row: Pick<ClientCustomerRow, 'nr' | 'name'>) => `${row.nr} ${row.name}`;

/**
 * The entry form's customer field (part 2 §2.7, §5, §9): the client's whole customer list, loaded once with
 * 'Laster kunder...'; from 2 characters a number finds by number prefix and other text by name, at most 20.
 */
export function EntryCustomerPicker({
  customers,
  loading,
  value,
  onPick,
  inputRef,
  disabled,
}: {
  customers: CustomerList | undefined;
  loading: boolean;
  value: { readonly id: number; readonly nr: number; readonly name: string } | null;
  onPick(customer: ClientCustomerRow): void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}) {
  const [text, setText] = useState('');
  const index = useMemo(() => customerPickerIndex(customers ?? CustomerList.EMPTY), [customers]);
  const chosen = value && text === label(value);
  const result = chosen || text === '' ? { customers: [] } : pickCustomers(index, text);
  const options: readonly ClientCustomerRow[] = 'customers' in result ? result.customers : [];
  const selected = value ? (options.find((row) => row.id === value.id) ?? ({ ...value, type: 'Business', email: null, phone: null } as ClientCustomerRow)) : null;
  return (
    <Autocomplete<ClientCustomerRow, false, false, false>
      id="entry-customer"
      value={selected}
      onChange={(_event, row) => row && onPick(row)}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      options={options as ClientCustomerRow[]}
      filterOptions={(all) => all}
      getOptionLabel={label}
      getOptionKey={(row) => row.id}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      loading={loading}
      loadingText={CUSTOMERS_LOADING_TEXT}
      noOptionsText={'hint' in result ? result.hint : NO_RESULTS_MESSAGE}
      disabled={Boolean(disabled)}
      autoHighlight
      sx={{ minWidth: 320, flex: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Kunde"
          size="small"
          {...(inputRef ? { inputRef } : {})}
          helperText={loading ? CUSTOMERS_LOADING_TEXT : ' '}
        />
      )}
    />
  );
}
