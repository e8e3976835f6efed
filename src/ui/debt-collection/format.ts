import { DateTime } from 'luxon';
import { formatNorwegianDate, formatNorwegianDateTime } from '../../domain/dates/norwegianDate';
import { formatAmount } from '../../domain/money/formatAmount';
import type { Ore } from '../../domain/money/ore';
import { PRODUCT_TIME_ZONE } from '../../domain/product';

export const amount = (ore: Ore): string => formatAmount(ore);
export const day = (isoDate: string | null): string => (isoDate ? formatNorwegianDate(isoDate) : '');
export const moment = (iso: string | null): string => (iso ? formatNorwegianDateTime(DateTime.fromISO(iso, { zone: PRODUCT_TIME_ZONE })) : '');
