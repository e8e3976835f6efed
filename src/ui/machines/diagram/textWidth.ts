/**
 * The width of a line of text in the diagrams' sans-serif font, estimated from character classes.
 * Measuring in a browser would differ by font and platform; an estimate keeps the layout the same
 * in the studio, in tests and in the exported SVG, and errs wide so text stays inside its box.
 */
export function textWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const char of text) {
    if ('iljtfI.,:;|!\'()[] '.includes(char)) ems += 0.32;
    else if ('mwMW@'.includes(char)) ems += 0.9;
    else if (char >= 'A' && char <= 'Z') ems += 0.68;
    else ems += 0.56;
  }
  return Math.ceil(ems * fontSize);
}
