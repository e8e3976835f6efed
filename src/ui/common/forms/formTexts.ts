/** The guard's words. The spec names no text for leaving a form unsaved; these are ours. */
export const UNSAVED_CHANGES_TITLE = 'Ulagrede endringer';
export const UNSAVED_CHANGES_MESSAGE = 'Du har endringer som ikke er lagret. Vil du forlate siden likevel?';
export const STAY_ON_PAGE = 'Bli på siden';
export const LEAVE_PAGE = 'Forlat siden';
