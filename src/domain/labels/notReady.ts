/**
 * What marks a page or form as not ready for production (part 1 §1 and §2: 'Registrer innbetaling'; part 2
 * §2.5: moving an invoice to another customer). The spec gives the mark, not its words; these are ours.
 */
export const NOT_READY_FOR_PRODUCTION = 'Ikke klar for produksjon: bruk den bare til testing.';
