import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import type { PaymentCustomer } from '../../application/ports/paymentDrafts.port';
import { CLIENT_PICKER_MAX_RESULTS, NAME_OR_ADDRESS_SEARCH, NO_RESULTS_MESSAGE } from '../../domain/search/searchRules';
import { SEARCHING_TEXT } from '../search/ClientPicker';
import { useCustomerSearch } from '../search/useSearches';

const customerLabel = (customer: PaymentCustomer) => `${customer.nr} ${customer.name}`;

/**
 * The payment page's customer picker (part 1 §2, §9): among the chosen client's customers, from 2
 * characters, numbers by prefix and text in the name or the address lines, at most 20.
 */
export function PaymentCustomerPicker({ clientId, value, onChange }: { clientId: number | null; value: PaymentCustomer | null; onChange(customer: PaymentCustomer | null): void }) {
  const [inputValue, setInputValue] = useState('');
  const term = value && inputValue === customerLabel(value) ? '' : inputValue;
  const { hint, results, searching } = useCustomerSearch(NAME_OR_ADDRESS_SEARCH, clientId === null ? '' : term, clientId, CLIENT_PICKER_MAX_RESULTS);
  const options: PaymentCustomer[] = term === '' ? [] : (results ?? []).filter((hit) => hit.clientId === clientId).map((hit) => ({ id: hit.id, nr: hit.nr, name: hit.name }));
  return (
    <Autocomplete<PaymentCustomer, false, false, false>
      id="payment-customer"
      value={value}
      onChange={(_event, customer) => onChange(customer)}
      inputValue={inputValue}
      onInputChange={(_event, text) => setInputValue(text)}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={customerLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      disabled={clientId === null}
      loading={term !== '' && searching}
      loadingText={SEARCHING_TEXT}
      noOptionsText={hint ?? NO_RESULTS_MESSAGE}
      autoHighlight
      sx={{ minWidth: 260 }}
      renderInput={(params) => <TextField {...params} label="Kunde" />}
    />
  );
}
