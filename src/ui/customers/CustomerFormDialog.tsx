import { Alert, Box, Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  ehfReceiverStatus,
  isCustomerNrReadOnly,
  onCustomerTypeChanged,
  orgNoDigits,
  shouldLookUpCityName,
  shouldLookUpOrganisation,
  validateCustomerForm,
  type CustomerForm,
} from '../../domain/customer/customerForm';
import type { OrganisationLookup } from '../../application/ports/customerPages.port';
import { EHF_NETWORK_UNAVAILABLE, EHF_NOT_IN_PEPPOL, organisationLine } from '../../domain/company/registerAnswers';
import { orgNoInGroups } from '../../domain/customer/customerRecord';
import { EHF_STATUS_TEXTS } from '../../domain/customer/customerPageTexts';
import { CUSTOMER_TYPE_LABELS, isCustomerType } from '../../domain/customer/customerType';
import { SHIPMENT_LABELS, SHIPMENT_TYPES } from '../../domain/shipment/shipmentType';
import { useDialogLayer } from '../common/dialogLayer';
import { FormDialogActions } from '../common/forms/FormDialogActions';
import { UnsavedChangesDialog } from '../common/forms/UnsavedChangesDialog';
import { useDomainForm } from '../common/forms/useDomainForm';
import { useRegisterLookup } from '../common/forms/useRegisterLookup';

/** The register lookups the form makes (part 2 §2.4): postal code → city, org no → company and invoice network. */
export interface CustomerFormLookups {
  cityName(postNo: string): Promise<string | null>;
  organisation(orgNo: string): Promise<OrganisationLookup>;
}

/** The line under the org no: the register's company (or its message) and whether the firm can receive EHF. */
function organisationText(found: OrganisationLookup): string {
  const ehfText = found.ehf
    ? found.ehf.source === 'PEPPOL' && !found.ehf.found
      ? EHF_NOT_IN_PEPPOL
      : EHF_STATUS_TEXTS[ehfReceiverStatus(found.ehf)]
    : EHF_NETWORK_UNAVAILABLE;
  return organisationLine({ ...found, ehfText });
}

export interface CustomerFormDialogProps {
  readonly title: string;
  /** Create: EMPTY_CUSTOMER_FORM (or customerFormFromSearchText); edit: customerFormFromRecord(customer). */
  readonly initialValues: CustomerForm;
  /** The client's customer-number template: with one, the number is read-only. */
  readonly templateNumber: number | null;
  readonly lookups: CustomerFormLookups;
  /** Saves the values (create or update); a refusal's fieldErrors land on the fields. */
  readonly onSave: (values: CustomerForm) => Promise<void>;
  readonly onClose: () => void;
}

const validate = (values: CustomerForm) => validateCustomerForm(values);

/**
 * The customer form of part 2 §2.4 and §5, for creating and editing (the client page's new-customer
 * dialog and the entry form use it too). Validates on every change with the domain's rule.
 */
export function CustomerFormDialog({ title, initialValues, templateNumber, lookups, onSave, onClose }: CustomerFormDialogProps) {
  const { form, guard, submit } = useDomainForm<CustomerForm>({ defaultValues: initialValues, validate });
  const { control, register, setValue, getValues, formState } = form;
  const errors = formState.errors;
  const [countryCode, postNo, orgNo, type] = useWatch({ control, name: ['countryCode', 'postNo', 'orgNo', 'type'] });
  const city = useRegisterLookup(shouldLookUpCityName({ countryCode, postNo }) ? postNo : null, lookups.cityName);
  useEffect(() => {
    if (city?.found) setValue('cityName', city.found, { shouldDirty: true, shouldValidate: true });
  }, [city, setValue]);
  const organisation = useRegisterLookup(shouldLookUpOrganisation({ countryCode, orgNo }) ? orgNoDigits(orgNo) : null, lookups.organisation);

  const field = (name: keyof CustomerForm) => ({
    error: errors[name] !== undefined,
    helperText: errors[name]?.message ?? ' ',
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="customer-form-title" fullWidth maxWidth="md" container={useDialogLayer()}>
      <form onSubmit={submit(async (values) => onSave(values), onClose)} noValidate>
        <DialogTitle id="customer-form-title">{title}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, pt: 1 }}>
            <TextField label="Kundenr." {...register('nr')} {...field('nr')} slotProps={{ htmlInput: { readOnly: isCustomerNrReadOnly(templateNumber), inputMode: 'numeric' } }} />
            <TextField label="Navn" {...register('name')} {...field('name')} />
            <Controller
              control={control}
              name="type"
              render={({ field: typeField }) => (
                <TextField
                  select
                  label="Kundetype"
                  value={typeField.value}
                  onChange={(event) => {
                    const next = event.target.value;
                    if (isCustomerType(next)) form.reset(onCustomerTypeChanged(getValues(), next), { keepDefaultValues: true, keepErrors: false });
                  }}
                  {...field('type')}
                >
                  <MenuItem value="Retail">{CUSTOMER_TYPE_LABELS.Retail}</MenuItem>
                  <MenuItem value="Business">{CUSTOMER_TYPE_LABELS.Business}</MenuItem>
                </TextField>
              )}
            />
            <Controller
              control={control}
              name="shipmentType"
              render={({ field: shipment }) => (
                <TextField select label="Forsendelse" value={shipment.value} onChange={shipment.onChange} {...field('shipmentType')}>
                  {SHIPMENT_TYPES.map((s) => (
                    <MenuItem key={s} value={s}>
                      {SHIPMENT_LABELS[s]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField label="Adresselinje 1" {...register('addressLine1')} {...field('addressLine1')} />
            <TextField label="Adresselinje 2" {...register('addressLine2')} {...field('addressLine2')} />
            <TextField label="Land (landkode)" {...register('countryCode')} {...field('countryCode')} slotProps={{ htmlInput: { maxLength: 2 } }} />
            <TextField label="Postnr." {...register('postNo')} {...field('postNo')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            <TextField label="Poststed" {...register('cityName')} {...field('cityName')} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField label="Telefon" {...register('phoneNr')} {...field('phoneNr')} />
            <TextField label="E-post" type="email" {...register('email')} {...field('email')} />
            <TextField label="Faktura e-post" type="email" {...register('invoiceEmail')} {...field('invoiceEmail')} />
            <Controller
              control={control}
              name="orgNo"
              render={({ field: org }) => (
                <TextField
                  label="Org. nr."
                  value={org.value}
                  onChange={(event) => org.onChange(orgNoInGroups(event.target.value.replace(/\D/g, '').slice(0, 9)))}
                  onBlur={org.onBlur}
                  disabled={type === 'Retail'}
                  {...field('orgNo')}
                  helperText={
                    errors.orgNo?.message ??
                    (organisation ? organisationText(organisation.found) : ' ')
                  }
                />
              )}
            />
            <TextField label="Kredittid (dager)" {...register('creditDays')} {...field('creditDays')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            <Controller
              control={control}
              name="fixedOrgNo"
              render={({ field: fixed }) => <FormControlLabel control={<Checkbox checked={fixed.value} onChange={(e) => fixed.onChange(e.target.checked)} />} label="Låst org. nr." />}
            />
            <Controller
              control={control}
              name="fixedShipment"
              render={({ field: fixed }) => <FormControlLabel control={<Checkbox checked={fixed.value} onChange={(e) => fixed.onChange(e.target.checked)} />} label="Låst forsendelse" />}
            />
          </Box>
          {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
        </DialogContent>
        <FormDialogActions onCancel={onClose} canSubmit={!formState.isSubmitting} />
      </form>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </Dialog>
  );
}
