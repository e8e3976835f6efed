/** The product version shown in the side menu and on the login page (part 1 §9). */
export const PRODUCT_VERSION = '1.65.3';

/** The time zone every date of the product is read and shown in. */
export const PRODUCT_TIME_ZONE = 'Europe/Oslo';

/** The locale of every text, number and date the officers see. */
export const PRODUCT_LOCALE = 'nb-NO';
