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

/** Where the top bar's link to the sister application goes (its address and label are configuration). */
export const SISTER_APPLICATION = 'sisterApplication';

/**
 * The top bar of part 1 §2, in its order (search sits before these, the base selector and the user
 * menu after them). Narrow screens fold the same entries into the 'Sider' menu; add a page here once.
 */
export const TOP_MENU: readonly (MenuItem | typeof SISTER_APPLICATION)[] = [
  { label: 'Faktura', to: '/create-entries' },
  { label: 'Purring', to: '/reminders', badge: 'reminderBundles' },
  { label: 'Inkasso', to: '/debt-collection', badge: 'collectionBundles' },
  { label: 'Rapporter', to: '/reports', badge: 'reports' },
  SISTER_APPLICATION,
  { label: 'Support', to: '/support' },
  { label: 'Innstillinger', to: '/settings' },
];

/**
 * The machine studio (/machines). Every officer may open it: it shows how the product behaves and
 * where this tab's machines stand, never their data. Its link in the side menu is for the roles
 * that look after the product (README, "Machine studio"); the menu of part 1 §2 stays as specified for everyone else.
 */
/** The heading of the side menu's group of developer tools (the machine studio and its live view), kept apart from the officers' menu. */
export const DEVELOPER_TOOLS_TITLE = 'Utviklerverktøy';

export const MACHINE_STUDIO_LINK = { label: 'Tilstandsmaskiner', to: '/machines', roles: ['Technical', 'Executive'] } as const;

export function showsMachineStudioLink(roles: readonly string[]): boolean {
  return roles.some((role) => (MACHINE_STUDIO_LINK.roles as readonly string[]).includes(role));
}
