/** The guard's words. The spec names no text for leaving a form unsaved; these are ours. */
export const UNSAVED_CHANGES_TITLE = 'Ulagrede endringer';
export const UNSAVED_CHANGES_MESSAGE = 'Du har endringer som ikke er lagret. Vil du forlate siden likevel?';
export const STAY_ON_PAGE = 'Bli på siden';
export const LEAVE_PAGE = 'Forlat siden';
/** Closing a form dialog with changes (useCloseGuard); ours as well. */
export const CLOSE_FORM_MESSAGE = 'Du har endringer som ikke er lagret. Vil du lukke skjemaet og forkaste dem?';
export const KEEP_EDITING = 'Fortsett å redigere';
export const DISCARD_CHANGES = 'Forkast endringene';
