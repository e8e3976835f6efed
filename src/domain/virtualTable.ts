/** Long tables render only the rows in view (part 1 §9). */

/** Height of one row of a virtual table, in CSS pixels. */
export const VIRTUAL_ROW_HEIGHT_PX = 32;
/** Rows rendered beyond each edge of the view, so fast scrolling shows no blank rows. */
export const VIRTUAL_OVERSCAN_ROWS = 20;
