/**
 * The product's icon set: Material icons' shapes (the look of MUI around them) as plain SVG, so an icon costs
 * no styled component on rows that repeat by the hundred and shows the same in every font, where an emoji or
 * a symbol character shows as an empty box when the font lacks it (issue 43).
 */
interface IconProps {
  /** Pixels, square. */
  readonly size?: number;
  /** A name for an icon that stands alone (an image of its own); none for one beside its words or inside a named button. */
  readonly label?: string;
  readonly color?: string;
}

function icon(path: string, defaultSize: number) {
  return function Icon({ size = defaultSize, label, color = 'currentColor' }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={color}
        focusable="false"
        style={{ verticalAlign: 'middle', flexShrink: 0 }}
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      >
        {label && <title>{label}</title>}
        <path d={path} />
      </svg>
    );
  };
}

/** The pencil of an edit action (Material "Edit"). */
export const EditIcon = icon('M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z', 16);

/** Sending (Material "Send"). */
const SendShape = icon('M2.01 21 23 12 2.01 3 2 10l15 2-15 2z', 18);

/** The "Sendt" mark of a sent case or payment. */
export function SentIcon() {
  return <SendShape label="Sendt" color="#2e7d32" />;
}

/** An attachment (Material "AttachFile"): a client note with files. */
export const AttachmentIcon = icon(
  'M16.5 6v11.5c0 2.21-1.79 4-4 4s-4-1.79-4-4V5c0-1.38 1.12-2.5 2.5-2.5s2.5 1.12 2.5 2.5v10.5c0 .55-.45 1-1 1s-1-.45-1-1V6H10v9.5c0 1.38 1.12 2.5 2.5 2.5s2.5-1.12 2.5-2.5V5c0-2.21-1.79-4-4-4S7 2.79 7 5v12.5c0 3.04 2.46 5.5 5.5 5.5s5.5-2.46 5.5-5.5V6h-1.5z',
  18,
);

/** A file's content (Material "Description"). */
export const DocumentIcon = icon('M14 2H6c-1.1 0-1.99.9-1.99 2L4 20c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8l-6-6zm2 16H8v-2h8v2zm0-4H8v-2h8v2zm-3-5V3.5L18.5 9H13z', 18);

/** Invoices and their status (Material "Receipt"). */
export const ReceiptIcon = icon(
  'M18 17H6v-2h12v2zm0-4H6v-2h12v2zm0-4H6V7h12v2zM3 22l1.5-1.5L6 22l1.5-1.5L9 22l1.5-1.5L12 22l1.5-1.5L15 22l1.5-1.5L18 22l1.5-1.5L21 22V2l-1.5 1.5L18 2l-1.5 1.5L15 2l-1.5 1.5L12 2l-1.5 1.5L9 2 7.5 3.5 6 2 4.5 3.5 3 2v20z',
  18,
);

/** Looking at a document (Material "Visibility"). */
export const ViewIcon = icon(
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5zM12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5zm0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3z',
  18,
);

/** A warning (Material "Warning"). */
export const WarningIcon = icon('M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z', 18);

/** Removing a row (Material "Close"). */
export const CloseIcon = icon('M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z', 18);

/** A folded group (Material "ChevronRight") and an unfolded one ("ExpandMore"). */
export const FoldedIcon = icon('M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z', 18);
export const UnfoldedIcon = icon('M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z', 18);

/** The side menu's toggle (Material "Menu"): three bars where the ☰ character showed an empty box in some fonts. */
export const MenuIcon = icon('M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z', 24);

/** More about a row (Material "MoreHoriz"): its details button. */
export const MoreIcon = icon('M6 10c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zm12 0c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zm-6 0c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2z', 18);

/** Repairing (Material "Build"): the failed shipment's 'Behandle beløpsberegning'. */
export const RepairIcon = icon(
  'M22.7 19l-9.1-9.1c.9-2.3.4-5-1.5-6.9-2-2-5-2.4-7.4-1.3L9 6 6 9 1.6 4.7C.4 7.1.9 10.1 2.9 12.1c1.9 1.9 4.6 2.4 6.9 1.5l9.1 9.1c.4.4 1 .4 1.4 0l2.3-2.3c.5-.4.5-1.1.1-1.4z',
  18,
);
