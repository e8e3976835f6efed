import type { IsoDate } from '../dates/isoDate';
import type { Ore } from '../money/ore';

/**
 * An ISO 20022 credit transfer initiation (pain.001.001.03) for the bank, as the Norwegian banks' common
 * implementation guide describes it ("BSK implementeringsguide ISO 20022 pain.001.001.03 Customer Credit Transfer",
 * Bits, based on the Common Global Implementation): one payment information block per debtor account and execution
 * date, domestic accounts as BBAN (Othr/Id with SchmeNm/Cd BBAN), amounts in NOK with two decimals, the reason in
 * unstructured remittance information (at most 140 characters). Used to return money that matched nothing.
 */

export const PAIN001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';

export interface CreditTransfer {
  /** Unique per payment (Max35Text), carried to the creditor's bank. */
  readonly endToEndId: string;
  readonly amount: Ore;
  readonly creditorName: string;
  /** BBAN, 11 digits. */
  readonly creditorAccount: string;
  readonly text: string;
}

export interface CreditTransferInitiation {
  /** Unique per file (Max35Text). */
  readonly messageId: string;
  /** ISO date-time of creation (the caller's clock). */
  readonly createdAt: string;
  readonly initiatingParty: string;
  readonly debtorName: string;
  /** BBAN, 11 digits. */
  readonly debtorAccount: string;
  /** The debtor's bank's BIC, when known. */
  readonly debtorBic: string | null;
  readonly executionDate: IsoDate;
  readonly payments: readonly CreditTransfer[];
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const max = (text: string, length: number) => escape(text.normalize('NFC').slice(0, length));

/** Øre as the schema's decimal amount: 123456 → 1234.56. */
export function decimalAmount(ore: Ore): string {
  if (!Number.isSafeInteger(ore) || ore <= 0) throw new RangeError(`${ore} is not a positive amount in øre`);
  return `${Math.floor(ore / 100)}.${String(ore % 100).padStart(2, '0')}`;
}

const bban = (account: string) => {
  if (!/^\d{11}$/.test(account)) throw new RangeError(`${account} is not an 11-digit account`);
  return `<Id><Othr><Id>${account}</Id><SchmeNm><Cd>BBAN</Cd></SchmeNm></Othr></Id>`;
};

/** The XML document (UTF-8). */
export function writePain001(transfer: CreditTransferInitiation): string {
  if (transfer.payments.length === 0) throw new RangeError('a credit transfer needs at least one payment');
  const sum = decimalAmount(transfer.payments.reduce((total, p) => total + p.amount, 0));
  const count = String(transfer.payments.length);
  const agent = transfer.debtorBic ? `<BIC>${escape(transfer.debtorBic)}</BIC>` : '<Othr><Id>NOTPROVIDED</Id></Othr>';
  const transactions = transfer.payments.map((p) => [
    '<CdtTrfTxInf>',
    `<PmtId><InstrId>${max(p.endToEndId, 35)}</InstrId><EndToEndId>${max(p.endToEndId, 35)}</EndToEndId></PmtId>`,
    `<Amt><InstdAmt Ccy="NOK">${decimalAmount(p.amount)}</InstdAmt></Amt>`,
    `<Cdtr><Nm>${max(p.creditorName, 70)}</Nm><PstlAdr><Ctry>NO</Ctry></PstlAdr></Cdtr>`,
    `<CdtrAcct>${bban(p.creditorAccount)}</CdtrAcct>`,
    `<RmtInf><Ustrd>${max(p.text, 140)}</Ustrd></RmtInf>`,
    '</CdtTrfTxInf>',
  ].join(''));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Document xmlns="${PAIN001_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">`,
    '<CstmrCdtTrfInitn>',
    `<GrpHdr><MsgId>${max(transfer.messageId, 35)}</MsgId><CreDtTm>${escape(transfer.createdAt)}</CreDtTm><NbOfTxs>${count}</NbOfTxs>`,
    `<CtrlSum>${sum}</CtrlSum><InitgPty><Nm>${max(transfer.initiatingParty, 70)}</Nm></InitgPty></GrpHdr>`,
    `<PmtInf><PmtInfId>${max(transfer.messageId, 35)}</PmtInfId><PmtMtd>TRF</PmtMtd><NbOfTxs>${count}</NbOfTxs><CtrlSum>${sum}</CtrlSum>`,
    `<ReqdExctnDt>${transfer.executionDate}</ReqdExctnDt>`,
    `<Dbtr><Nm>${max(transfer.debtorName, 70)}</Nm><PstlAdr><Ctry>NO</Ctry></PstlAdr></Dbtr>`,
    `<DbtrAcct>${bban(transfer.debtorAccount)}</DbtrAcct>`,
    `<DbtrAgt><FinInstnId>${agent}</FinInstnId></DbtrAgt>`,
    ...transactions,
    '</PmtInf>',
    '</CstmrCdtTrfInitn>',
    '</Document>',
    '',
  ].join('\n');
}
