/** The issue tracker's status colours as lozenges that keep a readable contrast (WCAG AA). */
const STATUS_COLOURS: Readonly<Record<string, { readonly background: string; readonly text: string }>> = {
  'blue-gray': { background: '#DFE1E6', text: '#253858' },
  yellow: { background: '#FFF0B3', text: '#172B4D' },
  green: { background: '#E3FCEF', text: '#006644' },
  'medium-gray': { background: '#EBECF0', text: '#42526E' },
};

export function statusColours(statusColor: string | null) {
  return STATUS_COLOURS[statusColor ?? ''] ?? STATUS_COLOURS['medium-gray']!;
}
