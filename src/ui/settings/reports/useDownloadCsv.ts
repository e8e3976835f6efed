import { TOKENS } from '../../../composition/tokens';
import { useInjection } from '../../../composition/injection';
import { csvDocument, type CsvCell } from '../../../domain/csv/csv';

/** Saves a CSV file of the given rows (all of them) through the FileSaver port. */
export function useDownloadCsv() {
  const fileSaver = useInjection(TOKENS.FileSaver);
  return (fileName: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]) =>
    fileSaver.saveBlob(fileName, new Blob([csvDocument(header, rows)], { type: 'text/csv;charset=utf-8' }));
}
