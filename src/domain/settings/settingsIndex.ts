/** The settings index of part 2 §2.8 and who sees the admin box (part 2 §6). */

export interface SettingsLink {
  readonly label: string;
  readonly to: string;
}

export interface SettingsGroup {
  readonly title: string;
  readonly links: readonly SettingsLink[];
}

export const SETTINGS_GROUPS: readonly SettingsGroup[] = [
  {
    title: 'Klienter',
    links: [
      { label: 'Purreregler', to: '/settings/reminder-rules' },
      { label: 'Opprett klient', to: '/settings/create-client' },
      { label: 'Klienter til godkjenning', to: '/settings/pending-clients' },
    ],
  },
  {
    title: 'Systemkonfigurasjon',
    links: [
      { label: 'PDF-mottakere', to: '/settings/collectors' },
      { label: 'Skriver oppsett', to: '/settings/printers' },
      { label: 'Inkassoselskap', to: '/settings/collection-agencies' },
    ],
  },
  {
    title: 'Rapporter',
    links: [
      { label: 'FTP-innbetalinger', to: '/settings/reports/ftp-payments' },
      { label: 'Produksjonsstatistikk', to: '/settings/reports/production-stats' },
      { label: 'AvtaleGiro', to: '/settings/reports/avtalegiro' },
      { label: 'Kunder', to: '/settings/reports/customers' },
      { label: 'Dokumentkilder', to: '/settings/reports/document-sources' },
    ],
  },
  { title: 'Spesialrutiner', links: [{ label: 'Evidensia', to: '/settings/special/evidensia' }] },
];

export const ADMIN_BOX_TITLE = 'Admin';

const TECHNICAL = 'Technical';
const EXECUTIVE = 'Executive';

/** The admin box's links with the roles that see each (part 2 §6). */
const ADMIN_LINKS: readonly (SettingsLink & { readonly roles: readonly string[] })[] = [
  { label: 'Slett enkeltposter', to: '/settings/corrections/delete-payments', roles: [TECHNICAL] },
  { label: 'Aktiv branch', to: '/settings/admin/branches', roles: [TECHNICAL] },
  { label: 'AWS', to: '/settings/admin/aws', roles: [TECHNICAL] },
  { label: 'Priser på hjemmeside', to: '/settings/admin/prices', roles: [TECHNICAL, EXECUTIVE] },
];

/** The admin box's links an officer with these roles sees; none (and no box) for anyone but Technical or Executive. */
export function adminLinksFor(roles: readonly string[]): SettingsLink[] {
  return ADMIN_LINKS.filter((link) => link.roles.some((role) => roles.includes(role))).map(({ label, to }) => ({ label, to }));
}
