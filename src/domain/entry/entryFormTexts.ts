/** The entry form's own words (part 2 §2.7, §8); its rule messages live beside their rules. */
export const REGISTER_INVOICE_TITLE = 'Registrer faktura';
export const NEW_ENTRY_TITLE = 'Ny';
export const REF_INVOICE_PICKER_TITLE = 'Velg ref. faktura';
export const NO_OPEN_POSTS_MESSAGE = 'Ingen åpne poster funnet';
/** Our wording for the delete question (the spec says only that Slett asks first). */
export const DELETE_ENTRY_QUESTION = 'Vil du slette denne posten?';

/** 'Bilag {journal number}', or 'Ny' while the entry has no number. */
export function entryTitle(jourNr: number | null): string {
  return jourNr === null ? NEW_ENTRY_TITLE : `Bilag ${jourNr}`;
}
