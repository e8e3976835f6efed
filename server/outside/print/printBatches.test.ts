import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insideWindow } from '../../../src/domain/print/windowEnvelope';
import { startIppPrinter, type TestIppPrinter } from '../../../tests/support/ippPrinter';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';
import { bytesOf } from '../../documents/pdfLayout';
import { httpUrlOf } from './ippClient';
import { printRound } from './printBatches';

let test: TestApp;
let printer: TestIppPrinter;

beforeAll(async () => {
  [test, printer] = await Promise.all([startTestApp({ seed: 'small' }), startIppPrinter()]);
}, 240_000);
afterAll(async () => {
  await test?.close();
  await printer?.close();
});

async function documentPdf(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  doc.text(text, 300, 400);
  return bytesOf(doc);
}

/** The words pdftotext finds per page, with their boxes in points from the page's top-left corner. */
function wordsByPage(pdf: Uint8Array): { text: string; x: number; y: number; width: number; height: number }[][] {
  const dir = mkdtempSync(path.join(tmpdir(), 'norlink-print-'));
  writeFileSync(path.join(dir, 'batch.pdf'), pdf);
  const html = execFileSync('pdftotext', ['-bbox', path.join(dir, 'batch.pdf'), '-'], { encoding: 'utf8' });
  return html.split('<page ').slice(1).map((page) =>
    [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
      text: m[5]!, x: Number(m[1]), y: Number(m[2]), width: Number(m[3]) - Number(m[1]), height: Number(m[4]) - Number(m[2]),
    })));
}

describe('printing PAPER documents in batches by IPP', { timeout: 120_000 }, () => {
  it('a batch of PAPER invoices arrives at the base printer as one job, each address in the C5 window; the batch is followed to printed', async () => {
    const entries = await test.db.query<{ id: number; name: string; base: number }>(
      `SELECT e.id::int AS id, cu.name, c.officer_id AS base FROM production_entry e JOIN customer cu ON cu.id = e.customer_id JOIN client c ON c.id = e.client_id
        WHERE c.officer_id = 1 AND cu.country_code = 'NO' AND cu.post_no IS NOT NULL AND cu.address_line1 IS NOT NULL ORDER BY e.id LIMIT 3`);
    expect(entries).toHaveLength(3);
    const [printerRow] = await test.db.query<{ id: number }>('SELECT id FROM printer WHERE base_nr = 1');
    await test.db.query('UPDATE printer SET ipp_url = $2 WHERE id = $1', [printerRow!.id, printer.uri]);
    await test.db.query('DELETE FROM print_queue');
    for (const entry of entries) {
      await test.db.query(
        "INSERT INTO print_queue (printer_id, source_kind, source_id, document_name, content) VALUES ($1, 'production', $2, $3, $4)",
        [printerRow!.id, entry.id, `faktura-${entry.id}.pdf`, await documentPdf(`Faktura ${entry.id}`)]);
    }

    await printRound(test.db);
    expect(printer.jobs).toHaveLength(1);
    const [job] = printer.jobs;
    expect(job!.format).toBe('application/pdf');
    expect(job!.document.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = wordsByPage(job!.document);
    // Per document an address sheet, then its page.
    expect(pages).toHaveLength(6);
    entries.forEach((entry, n) => {
      const sheet = pages[2 * n]!;
      const nameWords = entry.name.split(/\s+/);
      const found = sheet.filter((word) => nameWords.includes(word.text));
      expect(found.length).toBeGreaterThan(0);
      for (const word of sheet) expect(insideWindow(word), `${word.text} at ${word.x},${word.y}`).toBe(true);
      expect(pages[2 * n + 1]!.map((w) => w.text).join(' ')).toContain(`Faktura ${entry.id}`);
    });
    // The round asked the printer about the job after sending it: completed, so the batch and its documents are printed.
    const [batch] = await test.db.query<{ status: string; documents: number; job_uri: string }>('SELECT status, documents, job_uri FROM print_batch ORDER BY id DESC LIMIT 1');
    expect(batch).toEqual({ status: 'PRINTED', documents: 3, job_uri: `${printer.uri}/1` });

    // The next round sends nothing again.
    await printRound(test.db);
    expect(printer.jobs).toHaveLength(1);
    const [printed] = await test.db.query<{ status: string }>('SELECT status FROM print_batch ORDER BY id DESC LIMIT 1');
    expect(printed).toEqual({ status: 'PRINTED' });
    const [{ n }] = (await test.db.query<{ n: number }>('SELECT count(*)::int AS n FROM print_queue WHERE printed_at IS NULL')) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('a printer without an IPP address keeps its batch for download', async () => {
    const [printerRow] = await test.db.query<{ id: number }>('SELECT id FROM printer WHERE base_nr = 2');
    const [entry] = await test.db.query<{ id: number }>('SELECT e.id::int AS id FROM production_entry e ORDER BY e.id DESC LIMIT 1');
    await test.db.query(
      "INSERT INTO print_queue (printer_id, source_kind, source_id, document_name, content) VALUES ($1, 'production', $2, 'x.pdf', $3)",
      [printerRow!.id, entry!.id, await documentPdf('Faktura')]);
    await printRound(test.db);
    const [batch] = await test.db.query<{ status: string; kept: boolean }>(
      "SELECT b.status, x.transport = 'DOWNLOAD' AS kept FROM print_batch b JOIN outside_exchange x ON x.id = b.exchange_id WHERE b.printer_id = $1", [printerRow!.id]);
    expect(batch).toEqual({ status: 'KEPT', kept: true });
  });

  it('ipp:// and ipps:// printer addresses are spoken to over HTTP(S) on port 631 unless given', () => {
    expect(httpUrlOf('ipp://printer.local/ipp/print')).toBe('http://printer.local:631/ipp/print');
    expect(httpUrlOf('ipps://printer.local:8443/ipp/print')).toBe('https://printer.local:8443/ipp/print');
    expect(httpUrlOf('http://127.0.0.1:8000/p')).toBe('http://127.0.0.1:8000/p');
  });
});
