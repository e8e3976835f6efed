import { Settings } from 'luxon';
import { PRODUCT_TIME_ZONE } from '../domain/product';

/** Luxon reads and shows every date in Norwegian Bokmål, in Oslo time, wherever the browser is. */
export function configureLocale(): void {
  Settings.defaultLocale = 'nb';
  Settings.defaultZone = PRODUCT_TIME_ZONE;
}
