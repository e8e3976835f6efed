/**
 * The company register lookup's answers other than a found company (part 2 §2.4, §2.10, §4): each gets its own
 * Norwegian message, so an officer knows whether to check the number, tell the customer, or simply try again.
 */

export const registerMessages = {
  notFound: (orgNo: string) => `Fant ikke organisasjonsnummer ${orgNo} i Enhetsregisteret`,
  deleted: (orgNo: string, deletedDate: string | null) =>
    `Organisasjonsnummer ${orgNo} er slettet i Enhetsregisteret${deletedDate ? ` (slettet ${norwegianDay(deletedDate)})` : ''}`,
  removed: (orgNo: string) => `Organisasjonsnummer ${orgNo} er fjernet fra Enhetsregisterets åpne data`,
  invalid: (orgNo: string) => `Organisasjonsnummer ${orgNo} er ikke gyldig (kontrollsifferet stemmer ikke)`,
  unavailable: 'Enhetsregisteret svarer ikke nå. Skjemaet kan lagres uten oppslaget; prøv igjen senere.',
} as const;

/** 'dd.MM.yyyy' of an ISO day. */
function norwegianDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}.${month}.${year}`;
}

/** How old a kept answer is, as the form says it ('lagret for 3 timer siden'). */
export function answerAge(seconds: number): string {
  if (seconds < 90) return 'lagret for under et minutt siden';
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `lagret for ${minutes} minutter siden`;
  const hours = Math.round(minutes / 60);
  if (hours < 36) return `lagret for ${hours} timer siden`;
  return `lagret for ${Math.round(hours / 24)} dager siden`;
}
