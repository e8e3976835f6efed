export interface MenuItem {
  readonly label: string;
  readonly to: string;
}

/** The side menu of part 1 §2. */
export const SIDE_MENU: readonly MenuItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Utsendte faktura', to: '/history' },
  { label: 'Feilede utsendelser', to: '/failed' },
  { label: 'Send ut faktura', to: '/production' },
  { label: 'Bekreft kundetype', to: '/confirm-customer' },
];

/** The top bar of part 1 §2 (search, the sister application, the base selector and the user menu sit beside these). */
export const TOP_MENU: readonly MenuItem[] = [
  { label: 'Faktura', to: '/create-entries' },
  { label: 'Purring', to: '/reminders' },
  { label: 'Inkasso', to: '/debt-collection' },
  { label: 'Rapporter', to: '/reports' },
  { label: 'Support', to: '/support' },
  { label: 'Innstillinger', to: '/settings' },
];
