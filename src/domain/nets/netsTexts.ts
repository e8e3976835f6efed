/**
 * Why a Nets file (OCR giro, AvtaleGiro claims, payment mandates) is refused whole: one reason, in Norwegian,
 * naming the line where the file stopped making sense. Nothing of a refused file is registered.
 */
export const NETS_FILE_EMPTY = 'Filen er tom';
export const NETS_NO_TRANSMISSION_START = 'Filen starter ikke med en startrecord for forsendelse (NY000010)';
export const NETS_NO_TRANSMISSION_END = 'Filen slutter ikke med en sluttrecord for forsendelse (NY000089)';
export const netsLineLength = (line: number, length: number) => `Linje ${line} har ${length} tegn, ikke 80`;
export const netsFormatCode = (line: number) => `Linje ${line} har ikke formatkode NY`;
export const netsUnexpectedRecord = (line: number, record: string) => `Linje ${line}: recorden ${record} hører ikke hjemme her`;
export const netsUnknownAssignment = (line: number, service: string, type: string) =>
  `Linje ${line}: oppdrag med tjenestekode ${service} og oppdragstype ${type} leses ikke her`;
export const netsBadField = (line: number, what: string) => `Linje ${line}: ugyldig ${what}`;
export const netsTransactionBroken = (line: number) => `Linje ${line}: transaksjonen er ikke hel (beløpspostene hører ikke sammen)`;
export const netsTransactionOrder = (line: number) => `Linje ${line}: transaksjonsnummeret er ikke i stigende rekkefølge`;
export const netsAssignmentTotals = (line: number, what: string, stated: number, counted: number) =>
  `Linje ${line}: sluttrecord for oppdrag oppgir ${what} ${stated}, filen har ${counted}`;
export const netsTransmissionTotals = (line: number, what: string, stated: number, counted: number) =>
  `Linje ${line}: sluttrecord for forsendelse oppgir ${what} ${stated}, filen har ${counted}`;
export const NETS_TEXT_AFTER_END = 'Filen har innhold etter sluttrecord for forsendelse';
export const NETS_NOT_FOR_US = 'Forsendelsen er ikke adressert til oss (datamottaker)';
export const NETS_NOT_FROM_NETS = 'Forsendelsen er ikke fra Mastercard Payment Services (dataavsender 00008080)';
export const NETS_NO_OCR = 'Filen har ingen OCR giro-innbetalinger';
