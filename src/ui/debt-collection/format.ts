import { formatNorwegianDate, formatNorwegianDateTime } from '../../domain/dates/norwegianDate';
import { formatAmount } from '../../domain/money/formatAmount';
import type { Ore } from '../../domain/money/ore';

export const amount = (ore: Ore): string => formatAmount(ore);
export const day = (isoDate: string | null): string => (isoDate ? formatNorwegianDate(isoDate) : '');
export const moment = (iso: string | null): string => (iso ? formatNorwegianDateTime(new Date(iso)) : '');
