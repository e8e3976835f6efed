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
      { label: 'Satser og regler', to: '/settings/legal-rules' },
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
  {
    title: 'Spesialrutiner',
    links: [
      { label: 'Evidensia', to: '/settings/special/evidensia' },
      { label: 'OCR giro', to: '/settings/special/ocr-giro' },
      { label: 'Innbetalinger uten treff', to: '/register-payment/unmatched' },
    ],
  },
];

export const ADMIN_BOX_TITLE = 'Admin';

/**
 * The admin box's links (part 2 §6). Who sees each is the contract's `x-roles` of the operation behind it,
 * read by the page through useMayUse, so the box and the server cannot disagree.
 */
export const ADMIN_LINKS = {
  deletePosts: { label: 'Slett enkeltposter', to: '/settings/corrections/delete-payments' },
  branches: { label: 'Aktiv branch', to: '/settings/admin/branches' },
  aws: { label: 'AWS', to: '/settings/admin/aws' },
  prices: { label: 'Priser på hjemmeside', to: '/settings/admin/prices' },
} as const satisfies Readonly<Record<string, SettingsLink>>;
