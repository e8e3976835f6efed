import type { PendingQueue } from '../../application/ports/pendingCounts.port';

/** Where a menu item's badge count comes from: one queue, or the cases and payments of debt collection. */
export type BadgeSource = PendingQueue | 'collectionBundles';

export interface MenuItem {
  readonly label: string;
  readonly to: string;
  readonly badge?: BadgeSource;
}

/** The side menu of part 1 §2. */
export const SIDE_MENU: readonly MenuItem[] = [
  { label: 'Dashboard', to: '/dashboard', badge: 'dosImportFiles' },
  { label: 'Utsendte faktura', to: '/history' },
  { label: 'Feilede utsendelser', to: '/failed', badge: 'failedProductions' },
  { label: 'Send ut faktura', to: '/production', badge: 'productions' },
  { label: 'Bekreft kundetype', to: '/confirm-customer', badge: 'unconfirmedCustomers' },
];

/** The top bar of part 1 §2 (search, the sister application, the base selector and the user menu sit beside these). */
export const TOP_MENU: readonly MenuItem[] = [
  { label: 'Faktura', to: '/create-entries' },
  { label: 'Purring', to: '/reminders', badge: 'reminderBundles' },
  { label: 'Inkasso', to: '/debt-collection', badge: 'collectionBundles' },
  { label: 'Rapporter', to: '/reports', badge: 'reports' },
  { label: 'Support', to: '/support' },
  { label: 'Innstillinger', to: '/settings' },
];

/**
 * The machine studio (/machines). Every officer may open it: it shows how the product behaves and
 * where this tab's machines stand, never their data. Its link in the side menu is for the roles
 * that look after the product (README, "Machine studio"); the menu of part 1 §2 stays as specified for everyone else.
 */
export const MACHINE_STUDIO_LINK = { label: 'Tilstandsmaskiner', to: '/machines', roles: ['Technical', 'Executive'] } as const;

export function showsMachineStudioLink(roles: readonly string[]): boolean {
  return roles.some((role) => (MACHINE_STUDIO_LINK.roles as readonly string[]).includes(role));
}
