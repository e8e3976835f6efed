/** The pencil of "Velg Inkassoselskap" (Material "Edit"), a plain SVG: it repeats on every row of a long table. */
export function EditIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden="true" style={{ verticalAlign: 'middle' }}>
      <path d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z" />
    </svg>
  );
}

/** The "Sendt" mark of a sent case or payment (Material "Send"). */
export function SentIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="#2e7d32" role="img" aria-label="Sendt" style={{ verticalAlign: 'middle' }}>
      <title>Sendt</title>
      <path d="M2.01 21 23 12 2.01 3 2 10l15 2-15 2z" />
    </svg>
  );
}
