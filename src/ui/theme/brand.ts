/**
 * NorLink's colours, shape and type in one place. The MUI theme is built from them, and the pages that
 * load before MUI (login, loading, the crash page) read them as CSS custom properties (brandStyle).
 */
export const BRAND = {
  primary: '#0b4f6c',
  secondary: '#01baef',
  background: '#f4f6f8',
  error: '#d32f2f',
  errorBackground: '#fdeded',
  errorText: '#5f2120',
  textSecondary: 'rgba(0, 0, 0, 0.6)',
  borderRadius: 6,
  fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
} as const;

/** The brand as the custom properties base.css uses (`--nl-primary`, …), to set on the document root. */
export function applyBrandProperties(root: HTMLElement): void {
  for (const [name, value] of Object.entries(BRAND)) {
    const cssName = `--nl-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
    root.style.setProperty(cssName, typeof value === 'number' ? `${value}px` : value);
  }
}
