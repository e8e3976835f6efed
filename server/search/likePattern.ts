/** `%`, `_` and the escape character itself, matched literally in a LIKE pattern (default escape `\`). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern that finds the text anywhere (`%text%`), whatever wildcards the officer typed. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A LIKE pattern that finds values starting with the text (`text%`). */
export function startsWithPattern(text: string): string {
  return `${escapeLike(text)}%`;
}
