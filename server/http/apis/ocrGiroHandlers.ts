import { isoText } from '../../../src/domain/dates/calendarDay';
import { osloClock } from '../../../src/domain/dates/osloClock';
import { apiDecimalFromOre } from '../../../src/domain/money/apiDecimal';
import { OCR_FILE_READ_BEFORE } from '../../../src/domain/nets/ocrGiroUploadTexts';
import { fileNameAsData } from '../../files/storedFiles';
import { UNMATCHED_END_POINT } from '../../outside/bank/unmatchedWorkbench';
import { readNetsFile, type NetsFileOutcome } from '../../outside/nets/netsIncoming';
import { paymentEndPoints } from '../../payments/paymentRegistration';
import { commitChange } from '../../realtime/committedChange';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

/** The ftp-payments report's read path (part 2 §7.5), refreshed when a file is read or refused. */
const FTP_PAYMENTS_PATH = 'Transmission/Payment/FTP';

function fileAnswer(originalName: string, outcome: NetsFileOutcome) {
  const read = outcome.status === 'READ' ? outcome : null;
  return {
    originalName,
    status: outcome.status,
    reason: outcome.status === 'REFUSED' ? outcome.reason : outcome.status === 'DUPLICATE' ? OCR_FILE_READ_BEFORE : null,
    numberOfPayments: read?.payments ?? 0,
    numberOfRegistered: read?.registered ?? 0,
    numberOfUnmatched: read?.unmatched ?? 0,
    numberOfDuplicates: read?.duplicates ?? 0,
    numberOfMandates: read?.mandates ?? 0,
    registeredAmount: apiDecimalFromOre(read?.registeredAmount ?? 0),
  };
}

/**
 * OCR giro files uploaded by hand (issue 45): each read in one transaction of its own through the same reading as
 * the files fetched from Nets by SFTP (server/outside/nets/netsIncoming.ts), in the officer's name and bases.
 */
export function ocrGiroHandlers(dependencies: ApiDependencies): HandlerGroup {
  return {
    legacy: {
      async uploadOcrGiroFiles(context) {
        const officer = signedInOfficer(context);
        const files = await context.uploads!();
        const answers = [];
        for (const file of files) {
          const originalName = fileNameAsData(file.fileName);
          const outcome = await commitChange(
            dependencies,
            (tx) =>
              readNetsFile(tx, { fileName: originalName, bytes: file.bytes, transport: 'UPLOAD' }, {
                today: isoText(osloClock(new Date())),
                // Unset, a file to any customer unit id is taken (the embedded default has none).
                ...(process.env.NETS_CUSTOMER_UNIT_ID ? { unitId: process.env.NETS_CUSTOMER_UNIT_ID } : {}),
                reader: { officerId: officer.sub, bases: officer.bases },
              }),
            (result) => {
              if (result.status === 'DUPLICATE') return [];
              if (result.status === 'REFUSED') return [FTP_PAYMENTS_PATH];
              return [...new Set([FTP_PAYMENTS_PATH, UNMATCHED_END_POINT, ...result.clientIds.flatMap(paymentEndPoints)])];
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
