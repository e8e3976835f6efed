/** The text filter of /history/dos-import (part 1 §2): file name, client number or name, subject or description. */
export function importFileMatches(
  file: { fileName: string; clientId: number | null; clientName: string | null; subject: string | null; description: string | null },
  text: string,
): boolean {
  const term = text.trim().toLowerCase();
  if (term === '') return true;
  return [file.fileName, file.clientId === null ? '' : String(file.clientId), file.clientName ?? '', file.subject ?? '', file.description ?? ''].some((value) =>
    value.toLowerCase().includes(term),
  );
}
