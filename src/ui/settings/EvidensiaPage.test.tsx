import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bind, renderPage } from '../../../tests/support/pageHarness';
import { signedInSession } from '../../../tests/support/signedInSession';
import type { EvidensiaFile, EvidensiaPort } from '../../application/ports/evidensia.port';
import { TOKENS } from '../../composition/tokens';
import * as T from '../../domain/evidensia/evidensiaTexts';
import { EvidensiaPage } from './EvidensiaPage';

const READ: EvidensiaFile = {
  originalName: 'innbetalinger.xml',
  status: 'READ',
  reason: null,
  numberOfRegistered: 1,
  numberOfUnmatched: 1,
  numberOfDuplicates: 0,
  registeredAmount: 132_700,
  payments: [
    { bankReference: 'R1', amount: 132_700, bankDate: '2026-11-20', kid: '0000700001', invoiceNumber: null, status: 'REGISTERED', reason: null, clientId: 1, invoiceId: 9 },
    { bankReference: 'R2', amount: 5_000, bankDate: '2026-11-20', kid: '9999', invoiceNumber: null, status: 'UNMATCHED', reason: T.UNMATCHED_KID_UNKNOWN, clientId: null, invoiceId: null },
  ],
};
const REFUSED: EvidensiaFile = { ...READ, originalName: 'bombe.xml', status: 'REFUSED', reason: T.FILE_DOCTYPE_REFUSED, numberOfRegistered: 0, numberOfUnmatched: 0, registeredAmount: 0, payments: [] };

/** A fake upload that reports half, then all of it sent, and answers when the test lets it. */
function fakeEvidensia(answer: () => Promise<readonly EvidensiaFile[]>) {
  const calls: string[][] = [];
  let finish: () => void = () => undefined;
  const port: EvidensiaPort = {
    async uploadPaymentFiles(files, onProgress) {
      calls.push(files.map((file) => file.name));
      onProgress(0.5);
      await new Promise<void>((resolve) => (finish = resolve));
      onProgress(1);
      return answer();
    },
  };
  return { port, calls, finish: () => finish() };
}

async function render(port: EvidensiaPort) {
  return renderPage(<EvidensiaPage />, {
    path: '/settings/special/evidensia',
    bindings: [bind(TOKENS.Session, await signedInSession([])), bind(TOKENS.Evidensia, port)],
  });
}

const xml = (name: string) => new File(['<Document/>'], name, { type: 'text/xml' });

describe('Evidensia page', () => {
  it('uploads the picked files, shows the progress, then each file’s answer and each payment’s', async () => {
    const fake = fakeEvidensia(async () => [READ, REFUSED]);
    await render(fake.port);
    const user = userEvent.setup();
    expect((screen.getByRole('button', { name: T.EVIDENSIA_UPLOAD }) as HTMLButtonElement).disabled).toBe(true);
    await user.upload(screen.getByTestId('evidensia-files'), [xml('innbetalinger.xml'), xml('bombe.xml')]);
    screen.getByText('innbetalinger.xml, bombe.xml');
    await user.click(screen.getByRole('button', { name: T.EVIDENSIA_UPLOAD }));
    await screen.findByText(T.uploadProgress(50));
    expect(screen.getByRole('progressbar', { name: T.EVIDENSIA_UPLOADING }).getAttribute('aria-valuenow')).toBe('50');
    fake.finish();
    const read = await screen.findByRole('region', { name: 'innbetalinger.xml' });
    within(read).getByText(/1 registrert, 1 ikke registrert, 0 duplikat\(er\)/);
    const rows = within(within(read).getByRole('table', { name: 'Innbetalinger i innbetalinger.xml' })).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('R1');
    expect(rows[1]!.textContent).toContain('Registrert');
    expect(rows[2]!.textContent).toContain(T.UNMATCHED_KID_UNKNOWN);
    const refused = screen.getByRole('region', { name: 'bombe.xml' });
    expect(refused.textContent).toContain(T.FILE_DOCTYPE_REFUSED);
    expect(fake.calls).toEqual([['innbetalinger.xml', 'bombe.xml']]);
  });

  it("says 'En feil oppstod' when the upload fails", async () => {
    const fake = fakeEvidensia(async () => {
      throw new Error('500');
    });
    await render(fake.port);
    const user = userEvent.setup();
    await user.upload(screen.getByTestId('evidensia-files'), [xml('a.xml')]);
    await user.click(screen.getByRole('button', { name: T.EVIDENSIA_UPLOAD }));
    fake.finish();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(T.EVIDENSIA_FAILED));
  });
});
