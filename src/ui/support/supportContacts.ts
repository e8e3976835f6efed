/** Where officers reach support (part 1 §2 /support/): the external service desk and the support mailbox. */
export const SUPPORT_CONTACTS = {
  email: 'support@norlink.example',
  newCaseUrl: 'https://servicedesk.norlink.example/portal/1/create',
  myCasesUrl: 'https://servicedesk.norlink.example/portal/requests?reporter=me',
} as const;

/** The toast after the copy button (part 1 §2). */
export const EMAIL_COPIED_MESSAGE = 'Kopiert e-post!';
export const EMAIL_COPY_FAILED_MESSAGE = 'Kunne ikke kopiere e-postadressen';
