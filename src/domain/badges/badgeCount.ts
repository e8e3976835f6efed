/** Menu and tab badges show live counts, capped so the badge keeps its size (part 1 §2, §9). */

export const BADGE_COUNT_CAP = 99;
export const BADGE_OVERFLOW_LABEL = '99+';

/** The badge text, or null when no badge should be shown (nothing pending, or no count yet). */
export function badgeLabel(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_COUNT_CAP ? BADGE_OVERFLOW_LABEL : String(count);
}
