import { useEffect } from 'react';
import { Alert, Checkbox, FormControlLabel, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { AgencySummary } from '../../../application/ports/collectionAgencies.port';
import type { NextClientNumber } from '../../../application/ports/onboarding.port';
import type { RegisterLookupsPort } from '../../../application/ports/registerLookups.port';
import { orgNoDigits, shouldLookUpCityName, shouldLookUpOrganisation } from '../../../domain/customer/customerForm';
import { formatBankAccount } from '../../../domain/identifiers/bankAccount';
import { formatPhone } from '../../../domain/identifiers/phone';
import { COMPANY_NOT_FOUND, companyRemarks, type CompanyFacts } from '../../../domain/onboarding/companyRegister';
import { PRICE_SHIPMENT_TYPES, type NewClientField, type NewClientValues } from '../../../domain/onboarding/newClient';
import { useRegisterLookup } from '../../common/forms/useRegisterLookup';

type Form = UseFormReturn<NewClientValues>;

/** The shown error of a field, or a blank helper line so the fields do not jump. */
function helper(form: Form, field: NewClientField) {
  const error = form.formState.errors[field];
  return { error: error !== undefined, helperText: (error?.message as string | undefined) ?? ' ' };
}

function Check({ form, field, label, disabled }: { form: Form; field: NewClientField; label: string; disabled?: boolean }) {
  return (
    <Controller
      control={form.control}
      name={field}
      render={({ field: box }) => (
        <FormControlLabel
          control={<Checkbox checked={box.value === true} disabled={disabled} onChange={(event) => box.onChange(event.target.checked)} />}
          label={label}
        />
      )}
    />
  );
}

function NumberField({ form, field, label, disabled }: { form: Form; field: NewClientField; label: string; disabled?: boolean }) {
  return (
    <TextField
      label={label}
      type="number"
      disabled={disabled}
      {...form.register(field, { valueAsNumber: true })}
      {...helper(form, field)}
      slotProps={{ htmlInput: { step: 'any' } }}
    />
  );
}

/** What the company register says about the typed org no: the name, the VAT register, and what speaks against it. */
function CompanyRegisterFinding({ facts }: { facts: CompanyFacts | null }) {
  if (facts === null) return <Alert severity="info">{COMPANY_NOT_FOUND}</Alert>;
  const { warnings, vatRegister } = companyRemarks(facts);
  return (
    <Alert severity={warnings.length > 0 ? 'warning' : 'info'} aria-label="Enhetsregisteret">
      {[facts.name, facts.orgForm].filter(Boolean).join(', ')}. {[...warnings, vatRegister].join('. ')}.
    </Alert>
  );
}

/** Foretak: base with its next free number, company, contact and bank (part 2 §2.10, §5 New client). */
export function CompanyStep({ form, nextNumbers, lookups }: { form: Form; nextNumbers: readonly NextClientNumber[]; lookups: RegisterLookupsPort }) {
  const { register, setValue } = form;
  const [countryCode, postNo, orgNo] = useWatch({ control: form.control, name: ['countryCode', 'postNo', 'orgNo'] });
  // Postal code of 4 digits and org no of exactly 9 digits look up the registers (part 2 §2.10).
  const city = useRegisterLookup(shouldLookUpCityName({ countryCode, postNo }) ? postNo : null, lookups.cityName);
  useEffect(() => {
    if (city?.found) setValue('cityName', city.found, { shouldDirty: true, shouldValidate: true });
  }, [city, setValue]);
  const company = useRegisterLookup(shouldLookUpOrganisation({ countryCode, orgNo }) ? orgNoDigits(orgNo) : null, lookups.company);
  return (
    <Stack spacing={1}>
      <Controller
        control={form.control}
        name="officerId"
        render={({ field }) => (
          <TextField select label="Base" required value={field.value ?? ''} onChange={(event) => field.onChange(Number(event.target.value))} {...helper(form, 'officerId')}>
            {nextNumbers.map((row) => (
              <MenuItem key={row.base} value={row.base}>
                Base {row.base} – neste klientnr. {row.clientId}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField label="Firmanavn" required {...register('name')} {...helper(form, 'name')} />
      <TextField label="Org.nr." required {...register('orgNo')} {...helper(form, 'orgNo')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      {company && <CompanyRegisterFinding facts={company.found} />}
      <Check form={form} field="vatBound" label="MVA-pliktig" />
      <TextField label="Adresse" {...register('addressLine1')} {...helper(form, 'addressLine1')} />
      <TextField label="Adresselinje 2" {...register('addressLine2')} {...helper(form, 'addressLine2')} />
      <Stack direction="row" spacing={1}>
        <TextField label="Postnr." required {...register('postNo')} {...helper(form, 'postNo')} />
        <TextField label="Poststed" {...register('cityName')} {...helper(form, 'cityName')} />
        <TextField label="Landkode" {...register('countryCode')} {...helper(form, 'countryCode')} slotProps={{ htmlInput: { maxLength: 2 } }} />
      </Stack>
      <TextField label="Kontaktperson" {...register('contactPerson')} {...helper(form, 'contactPerson')} />
      <TextField label="E-post" type="email" {...register('email')} {...helper(form, 'email')} />
      <TextField
        label="Telefon"
        {...register('phoneNo', { onBlur: (event) => setValue('phoneNo', formatPhone(event.target.value)) })}
        {...helper(form, 'phoneNo')}
      />
      <TextField
        label="Kontonummer"
        required
        {...register('accountNo', { onBlur: (event) => setValue('accountNo', formatBankAccount(event.target.value), { shouldValidate: true }) })}
        {...helper(form, 'accountNo')}
      />
      <Stack direction="row" spacing={1}>
        <TextField label="IBAN" {...register('iban')} {...helper(form, 'iban')} />
        <TextField label="BIC" {...register('bic')} {...helper(form, 'bic')} />
      </Stack>
      <TextField label="Kontraktsdato" type="date" {...register('contractDate')} {...helper(form, 'contractDate')} slotProps={{ inputLabel: { shrink: true } }} />
    </Stack>
  );
}

/** Innstillinger: days and production choices. */
export function SettingsStep({ form }: { form: Form }) {
  return (
    <Stack spacing={1}>
      <NumberField form={form} field="creditDays" label="Kredittid (dager)" />
      <NumberField form={form} field="daysReminder1" label="Dager til purring 1" />
      <NumberField form={form} field="daysReminder3" label="Dager til purring 3" />
      <NumberField form={form} field="daysReminderB" label="Dager til betalingsvarsel" />
      <NumberField form={form} field="daysDebtCollect" label="Dager til inkasso" />
      <Check form={form} field="prodInvoicePdf" label="Faktura-PDF" />
      <Check form={form} field="prodCreditnotePdf" label="Kreditnota-PDF" />
      <Check form={form} field="efakturaPriv" label="eFaktura til privatpersoner" />
      <Check form={form} field="dispatchInvoices" label="Send fakturaer" />
    </Stack>
  );
}

/** Tjeneste: the agency (customer number and auto collect only with one) and the EU fee (its fields only when on). */
export function ServiceStep({ form, agencies }: { form: Form; agencies: readonly AgencySummary[] }) {
  const [agencyId, euFeeEnabled] = useWatch({ control: form.control, name: ['agencyId', 'euFeeEnabled'] });
  const noAgency = agencyId === null;
  return (
    <Stack spacing={1}>
      <Controller
        control={form.control}
        name="agencyId"
        render={({ field }) => (
          <TextField
            select
            label="Inkassoselskap"
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
            {...helper(form, 'agencyId')}
          >
            <MenuItem value="">Ingen</MenuItem>
            {agencies.map((agency) => (
              <MenuItem key={agency.id} value={agency.id}>
                {agency.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField label="Kundenr. hos inkassoselskapet" disabled={noAgency} {...form.register('customerNumber')} {...helper(form, 'customerNumber')} />
      <Check form={form} field="autoCollect" label="Automatisk inkasso" disabled={noAgency} />
      <Check form={form} field="euFeeEnabled" label="EU-gebyr" />
      <NumberField form={form} field="invoiceAmountLimit1" label="Beløpsgrense 1" disabled={!euFeeEnabled} />
      <NumberField form={form} field="invoiceAmountLimit2" label="Beløpsgrense 2" disabled={!euFeeEnabled} />
      <NumberField form={form} field="feeRate1" label="Gebyr 1" disabled={!euFeeEnabled} />
      <NumberField form={form} field="feeRate2" label="Gebyr 2" disabled={!euFeeEnabled} />
      <NumberField form={form} field="feeRate3" label="Gebyr 3" disabled={!euFeeEnabled} />
    </Stack>
  );
}

const PRICE_ROWS = [
  ['invoicePrices', 'Faktura'],
  ['rateInvoicePrices', 'Avdragsfaktura'],
  ['creditnotePrices', 'Kreditnota'],
  ['portoInvoice', 'Porto faktura'],
  ['portoCreditnote', 'Porto kreditnota'],
] as const;
const SHIPMENT_LABELS = { NOSEND: 'Ikke send', PAPER: 'Papir', EMAIL: 'E-post', EINVOICE: 'eFaktura', AVTALEGIRO: 'AvtaleGiro' } as const;

/** Priser: a price per shipment type where the defaults have one, and the single prices. */
export function PricesStep({ form }: { form: Form }) {
  const values = form.getValues();
  return (
    <Stack spacing={1}>
      <Table size="small" aria-label="Priser per forsendelse">
        <TableHead>
          <TableRow>
            <TableCell />
            {PRICE_SHIPMENT_TYPES.map((type) => (
              <TableCell key={type}>{SHIPMENT_LABELS[type]}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {PRICE_ROWS.map(([field, label]) => (
            <TableRow key={field}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              {PRICE_SHIPMENT_TYPES.map((type) => (
                <TableCell key={type}>
                  {values[field][type] !== undefined && (
                    <TextField
                      size="small"
                      type="number"
                      aria-label={`${label}, ${SHIPMENT_LABELS[type]}`}
                      error={form.formState.errors[field] !== undefined}
                      {...form.register(`${field}.${type}`, { valueAsNumber: true })}
                      slotProps={{ htmlInput: { step: 'any' } }}
                    />
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <NumberField form={form} field="reminderPrice" label="Purring" />
      <NumberField form={form} field="smsPrice" label="SMS" />
      <NumberField form={form} field="nyfakturaUserPrice" label="NyFaktura-bruker" />
    </Stack>
  );
}

/** Abonnement: interval, start and amount. */
export function SubscriptionStep({ form }: { form: Form }) {
  return (
    <Stack spacing={1}>
      <Controller
        control={form.control}
        name="billingInterval"
        render={({ field }) => (
          <TextField select label="Faktureringsintervall" value={field.value} onChange={(event) => field.onChange(event.target.value)}>
            <MenuItem value="Monthly">Månedlig</MenuItem>
            <MenuItem value="Yearly">Årlig</MenuItem>
          </TextField>
        )}
      />
      <TextField label="Startdato" type="date" {...form.register('startDate')} {...helper(form, 'startDate')} slotProps={{ inputLabel: { shrink: true } }} />
      <NumberField form={form} field="subscriptionAmount" label="Beløp" />
    </Stack>
  );
}
