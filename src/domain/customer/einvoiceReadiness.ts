/**
 * The e-invoice readiness report of a client's business customers (issue 44): who can receive EHF today by the
 * invoice network's answer, who is still on paper or e-mail, and which of them the bulk switch moves to EHF.
 * E-invoicing between businesses is proposed compulsory in Norway in EHF 3.0 (sending from 1 January 2028, receiving
 * from 1 January 2030): Finansdepartementet's consultation note on digital bookkeeping and e-invoicing of 1 July 2025.
 */

export interface ReadinessRow {
  readonly shipmentType: string;
  readonly fixedShipment: boolean;
  readonly canReceiveEhf: boolean | null;
}

export type Readiness = 'onEhf' | 'ready' | 'locked' | 'notReady' | 'unknown';

/** Where a customer stands: on EHF already, ready to switch, able but its shipment locked, not able, not asked. */
export function readinessOf(row: ReadinessRow): Readiness {
  if (row.shipmentType === 'EHF') return 'onEhf';
  if (row.canReceiveEhf === null) return 'unknown';
  if (!row.canReceiveEhf) return 'notReady';
  return row.fixedShipment ? 'locked' : 'ready';
}

/** Only a customer ready to switch is offered to the bulk switch (the server checks the same). */
export const switchable = (row: ReadinessRow): boolean => readinessOf(row) === 'ready';

export const READINESS_LABELS: Readonly<Record<Readiness, string>> = {
  onEhf: 'Mottar EHF',
  ready: 'Kan motta EHF',
  locked: 'Kan motta EHF (fast forsendelse)',
  notReady: 'Kan ikke motta EHF',
  unknown: 'Ikke sjekket',
};

export const READINESS_TEXTS = {
  title: 'E-fakturaklarhet',
  open: 'E-fakturaklarhet',
  lookUp: 'Sjekk mot EHF-nettverket',
  lookUpQueued: 'Sjekken kjører i bakgrunnen; listen oppdateres når svarene kommer.',
  nothingToLookUp: 'Alle kunder er sjekket nylig.',
  switch: 'Bytt valgte til EHF',
  none: 'Ingen bedriftskunder med organisasjonsnummer',
  sourcePeppol: 'Svar fra EHF-nettverket (PEPPOL)',
  sourceElma: 'Svar fra ELMA-registeret',
} as const;

/** 'Byttet 3 kunder til EHF; 1 ble stående.' */
export function switchOutcomeText(outcome: { readonly switched: number; readonly left: number }): string {
  const switched = `Byttet ${outcome.switched} ${outcome.switched === 1 ? 'kunde' : 'kunder'} til EHF`;
  return outcome.left > 0 ? `${switched}; ${outcome.left} ble stående.` : `${switched}.`;
}
