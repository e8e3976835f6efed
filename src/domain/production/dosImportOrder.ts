/**
 * The legacy (DOS) import order (part 1 §3, §5): clientId, fromNumber and toNumber, all whole numbers, the
 * range not reversed. The form holds what was typed; the order is its numbers.
 */
import { DOS_RANGE_REVERSED } from './productionTexts';

export interface DosImportOrderForm {
  readonly clientId: string;
  readonly fromNumber: string;
  readonly toNumber: string;
}

export const DOS_IMPORT_FIELD_LABELS: Readonly<Record<keyof DosImportOrderForm, string>> = {
  clientId: 'Klientnr',
  fromNumber: 'Fra bilagsnr',
  toNumber: 'Til bilagsnr',
};
export const WHOLE_NUMBER_REQUIRED = 'Skriv et helt tall';

const WHOLE = /^[1-9][0-9]{0,14}$/;

export function validateDosImportOrder(form: DosImportOrderForm): { field: keyof DosImportOrderForm; message: string }[] {
  const issues = (Object.keys(DOS_IMPORT_FIELD_LABELS) as (keyof DosImportOrderForm)[])
    .filter((field) => !WHOLE.test(form[field].trim()))
    .map((field) => ({ field, message: WHOLE_NUMBER_REQUIRED }));
  if (issues.length === 0 && Number(form.fromNumber) > Number(form.toNumber)) issues.push({ field: 'fromNumber', message: DOS_RANGE_REVERSED });
  return issues;
}

/** The order's numbers from a form that passed validateDosImportOrder. */
export function dosImportOrderOf(form: DosImportOrderForm): { clientId: number; fromNumber: number; toNumber: number } {
  return { clientId: Number(form.clientId.trim()), fromNumber: Number(form.fromNumber.trim()), toNumber: Number(form.toNumber.trim()) };
}
