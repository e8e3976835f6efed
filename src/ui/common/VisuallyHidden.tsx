import type { CSSProperties, ReactNode } from 'react';

/**
 * Absolutely placed: it takes no room, and an accessible name reads it as a run of its own ("Versjon 1.65.3 –
 * uleste endringer", not "1.65.3–"). An inline style, so that holds without any stylesheet too (jsdom).
 */
const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Text for screen readers only: it is read out, but takes no room on screen. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={HIDDEN}>{children}</span>;
}
