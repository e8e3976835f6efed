import { TextField, Typography } from '@mui/material';
import type { UseFormReturn } from 'react-hook-form';
import { MISSING_ORG_NO } from '../../../domain/production/productionTexts';
import { ControlledSelect } from './ControlledSelect';
import { SHIPMENT_LABELS, type ReminderShipmentType, type ShipmentType } from '../../../domain/shipment/shipmentType';

/** The fields the shipment forms share (edit production, resend, edit reminder); yourRef and dueDate where the form has them. */
export interface ShipmentFieldValues {
  shipmentType: string;
  email: string;
  yourRef?: string;
  /** yyyy-mm-dd or empty. */
  dueDate?: string;
}

export interface ShipmentFieldsProps<V extends ShipmentFieldValues> {
  readonly form: UseFormReturn<V>;
  readonly shipmentTypes: readonly (ShipmentType | ReminderShipmentType)[];
  /** 'always', or only while the shipment is EMAIL (a reminder's e-mail goes only with it). */
  readonly email?: 'always' | 'forEmail';
  readonly yourRef?: boolean;
  readonly dueDate?: boolean;
  /** With EHF chosen, the customer's org no, or 'Mangler' (part 1 §4); undefined shows nothing. */
  readonly orgNo?: string | null;
}

/**
 * Forsendelse, E-post, Deres ref. and Forfallsdato on a react-hook-form form, each with the domain rule's
 * message under it (the form's resolver); one component for every dialog that changes how a document goes out.
 */
export function ShipmentFields<V extends ShipmentFieldValues>({ form: typed, shipmentTypes, email = 'always', yourRef = false, dueDate = false, orgNo }: ShipmentFieldsProps<V>) {
  // The fields are named the same in every form that uses them; the other fields are not touched here.
  const form = typed as unknown as UseFormReturn<ShipmentFieldValues>;
  const { errors } = form.formState;
  const shipmentType = form.watch('shipmentType');
  return (
    <>
      <ControlledSelect
        control={form.control}
        name="shipmentType"
        label="Forsendelse"
        options={shipmentTypes.map((type) => ({ value: type, label: SHIPMENT_LABELS[type] }))}
        error={errors.shipmentType?.message}
      />
      {orgNo !== undefined && shipmentType === 'EHF' && <Typography>Org.nr.: {orgNo ?? MISSING_ORG_NO}</Typography>}
      {(email === 'always' || shipmentType === 'EMAIL') && (
        <TextField fullWidth label="E-post" type="email" {...form.register('email')} error={!!errors.email} helperText={errors.email?.message ?? ' '} />
      )}
      {yourRef && <TextField fullWidth label="Deres ref." {...form.register('yourRef')} slotProps={{ htmlInput: { maxLength: 100 } }} />}
      {dueDate && (
        <TextField
          fullWidth
          label="Forfallsdato"
          type="date"
          {...form.register('dueDate')}
          error={!!errors.dueDate}
          helperText={errors.dueDate?.message ?? ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    </>
  );
}
