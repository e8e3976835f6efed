/** The entry form's chunk (part 2 §2.7), loaded on first visit. */
export { EntryFormPage } from './EntryFormPage';
