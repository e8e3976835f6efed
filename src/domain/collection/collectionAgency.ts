/** Collection agencies (Inkassoselskap, part 2 §3.8, §8). */

/** Shown when an agency asked for by id does not exist (part 2 §8 "Missing agency"). */
export const AGENCY_NOT_FOUND_MESSAGE = 'Fant ikke inkassoselskapet';
