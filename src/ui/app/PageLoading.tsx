/** Shown while a page's code or first data is on its way; plain CSS, as it shows before MUI has loaded. */
export function PageLoading({ label = 'Laster', fullHeight = false }: { label?: string; fullHeight?: boolean }) {
  return (
    <div role="status" aria-label={label} className={fullHeight ? 'nl-centered nl-full-height' : 'nl-centered'}>
      <div className="nl-spinner" />
    </div>
  );
}
