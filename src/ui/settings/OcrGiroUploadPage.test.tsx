import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bind, renderPage } from '../../../tests/support/pageHarness';
import { signedInSession } from '../../../tests/support/signedInSession';
import type { OcrGiroFile, OcrGiroUploadPort } from '../../application/ports/ocrGiroUpload.port';
import { TOKENS } from '../../composition/tokens';
import * as T from '../../domain/nets/ocrGiroUploadTexts';
import { OcrGiroUploadPage } from './OcrGiroUploadPage';

const READ: OcrGiroFile = {
  originalName: 'OCR.1.txt', status: 'READ', reason: null, numberOfPayments: 2, numberOfRegistered: 1, numberOfUnmatched: 1,
  numberOfDuplicates: 0, numberOfMandates: 0, registeredAmount: 132_700,
};
const REFUSED: OcrGiroFile = { ...READ, originalName: 'korrupt.txt', status: 'REFUSED', reason: 'Linje 3 har 79 tegn, ikke 80', numberOfPayments: 0, numberOfRegistered: 0, numberOfUnmatched: 0, registeredAmount: 0 };

async function render(port: OcrGiroUploadPort) {
  return renderPage(<OcrGiroUploadPage />, {
    path: '/settings/special/ocr-giro',
    bindings: [bind(TOKENS.Session, await signedInSession([])), bind(TOKENS.OcrGiroUpload, port)],
  });
}

const txt = (name: string) => new File(['NY000010'], name, { type: 'text/plain' });

describe('OCR giro upload page (issue 45)', () => {
  it('uploads the picked files and answers each: read with its counts and a way to the workbench, or refused whole with the reason', async () => {
    const calls: string[][] = [];
    await render({
      async uploadFiles(files, onProgress) {
        calls.push(files.map((f) => f.name));
        onProgress(1);
        return [READ, REFUSED];
      },
    });
    const user = userEvent.setup();
    expect((screen.getByRole('button', { name: T.OCR_UPLOAD_SEND }) as HTMLButtonElement).disabled).toBe(true);
    await user.upload(screen.getByTestId('ocr-giro-files'), [txt('OCR.1.txt'), txt('korrupt.txt')]);
    await user.click(screen.getByRole('button', { name: T.OCR_UPLOAD_SEND }));
    const read = await screen.findByRole('region', { name: 'OCR.1.txt' });
    expect(read.textContent).toContain('2 innbetalinger, 1 registrert, 1 uten treff, 0 lest før');
    expect(read.textContent).toMatch(/1\s327,00 kr registrert/);
    expect(screen.getByRole('link', { name: 'Innbetalinger uten treff' }).getAttribute('href')).toBe('/register-payment/unmatched');
    const refused = screen.getByRole('region', { name: 'korrupt.txt' });
    expect(refused.textContent).toContain('Avvist: Linje 3 har 79 tegn, ikke 80');
    expect(calls).toEqual([['OCR.1.txt', 'korrupt.txt']]);
  });

  it('says so when the upload fails, nothing read', async () => {
    await render({
      async uploadFiles() {
        throw new Error('500');
      },
    });
    const user = userEvent.setup();
    await user.upload(screen.getByTestId('ocr-giro-files'), [txt('a.txt')]);
    await user.click(screen.getByRole('button', { name: T.OCR_UPLOAD_SEND }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', T.OCR_UPLOAD_FAILED);
  });
});
