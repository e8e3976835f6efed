import { isoText } from '../../../src/domain/dates/calendarDay';
import { osloClock } from '../../../src/domain/dates/osloClock';
import { apiDecimalFromOre } from '../../../src/domain/money/apiDecimal';
import { sumOre } from '../../../src/domain/money/ore';
import { officerName } from '../../customers/officerName';
import { chunksOf, readCamt054 } from '../../evidensia/camt054Reader';
import { readEvidensiaFile, type FileOutcome, type PaymentOutcome } from '../../evidensia/evidensiaFiles';
import { fileNameAsData } from '../../files/storedFiles';
import { paymentEndPoints } from '../../payments/paymentRegistration';
import { commitChange } from '../../realtime/committedChange';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

/** The read path the page's answers belong to (announced when a file was read). */
export const EVIDENSIA_END_POINT = 'EvidensiaUpload';

const paymentAnswer = (payment: PaymentOutcome) => ({
  bankReference: payment.bankReference,
  amount: apiDecimalFromOre(payment.amount),
  bankDate: payment.bankDate,
  kid: payment.kid,
  invoiceNumber: payment.invoiceNumber,
  status: payment.status,
  reason: payment.reason,
  clientId: payment.clientId,
  customerId: payment.customerId,
  invoiceId: payment.invoiceId,
  paymentId: payment.paymentId,
});

function fileAnswer(originalName: string, outcome: FileOutcome | { status: 'REFUSED'; reason: string }) {
  const payments = outcome.status === 'READ' ? outcome.payments : [];
  const count = (status: PaymentOutcome['status']) => payments.filter((p) => p.status === status).length;
  return {
    originalName,
    status: outcome.status,
    reason: outcome.status === 'READ' ? null : outcome.reason,
    numberOfPayments: payments.length,
    numberOfRegistered: count('REGISTERED'),
    numberOfUnmatched: count('UNMATCHED'),
    numberOfDuplicates: count('DUPLICATE'),
    registeredAmount: apiDecimalFromOre(sumOre(payments.filter((p) => p.status === 'REGISTERED').map((p) => p.amount))),
    payments: payments.map(paymentAnswer),
  };
}

/** Evidensia (/settings/special/evidensia, part 2 §2.8, §7.5): camt.054 payment files, each file read in one transaction. */
export function evidensiaHandlers(dependencies: ApiDependencies): HandlerGroup {
  const { db } = dependencies;
  return {
    legacy: {
      async uploadEvidensiaPayments(context) {
        const officer = signedInOfficer(context);
        const files = await context.uploads!();
        const name = await officerName(db, officer.sub);
        const answers = [];
        for (const file of files) {
          const originalName = fileNameAsData(file.fileName);
          // Read through before any transaction: a refused file opens none and changes nothing.
          const parsed = await readCamt054(chunksOf(file.bytes));
          if (!parsed.ok) {
            answers.push(fileAnswer(originalName, { status: 'REFUSED', reason: parsed.reason }));
            continue;
          }
          const now = new Date();
          const outcome = await commitChange(
            dependencies,
            (tx) =>
              readEvidensiaFile(tx, { fileName: originalName, bytes: file.bytes, payments: parsed.payments }, {
                officerId: officer.sub, officerName: name, bases: officer.bases, today: isoText(osloClock(now)), now,
              }),
            (result) => {
              if (result.status !== 'READ') return [];
              const clients = [...new Set(result.payments.flatMap((p) => (p.status === 'REGISTERED' && p.clientId !== null ? [p.clientId] : [])))];
              return [...new Set([EVIDENSIA_END_POINT, ...clients.flatMap(paymentEndPoints)])];
            },
          );
          answers.push(fileAnswer(originalName, outcome));
        }
        return {
          files: answers,
          numberOfReadFiles: answers.filter((a) => a.status === 'READ').length,
          numberOfFailedUploads: answers.filter((a) => a.status === 'REFUSED').length,
        };
      },
    },
  };
}
