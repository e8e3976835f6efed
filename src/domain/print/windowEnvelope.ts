/**
 * Where an address must stand on an A4 page to show in the window of a C5 window envelope (the page folded once;
 * C5 162 × 229 mm, window 90 × 45 mm at 20 mm from the left edge, ISO 269 / the layout Posten's window envelopes
 * follow): the address field of DIN 5008 form B, 20 mm from the left edge and 45 mm from the top, 85 × 45 mm
 * (its first 5 mm the sender's return line, then up to nine address lines). All figures in millimetres.
 */
export const C5_WINDOW_MM = { left: 20, top: 45, width: 85, height: 45 } as const;
/** The return line (the sender in small type) on the window's first 5 mm. */
export const RETURN_LINE_MM = 5;
export const POINTS_PER_MM = 72 / 25.4;

/** A rectangle in PDF points from the page's top-left corner. */
export interface BoxPoints {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export const pointsOf = (mm: number) => mm * POINTS_PER_MM;

/** The window in points from the top-left corner of the page. */
export const C5_WINDOW_POINTS: BoxPoints = {
  x: pointsOf(C5_WINDOW_MM.left), y: pointsOf(C5_WINDOW_MM.top), width: pointsOf(C5_WINDOW_MM.width), height: pointsOf(C5_WINDOW_MM.height),
};

/** Whether a box (top-left origin, points) lies whole inside the window. */
export function insideWindow(box: BoxPoints, window: BoxPoints = C5_WINDOW_POINTS): boolean {
  return box.x >= window.x && box.y >= window.y && box.x + box.width <= window.x + window.width && box.y + box.height <= window.y + window.height;
}
