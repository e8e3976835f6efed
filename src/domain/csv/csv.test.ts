import { describe, expect, it } from 'vitest';
import { csvDocument } from './csv';

describe('csvDocument', () => {
  it('starts with the byte-order mark and ends every record with CRLF', () => {
    expect(csvDocument(['A', 'B'], [['1', '2']])).toBe('\uFEFFA;B\r\n1;2\r\n');
  });

  it('quotes a field with the separator, a quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvDocument(['x'], [['a;b'], ['si "hei"'], ['to\r\nlinjer'], ['æøå, greit']])).toBe(
      '\uFEFFx\r\n"a;b"\r\n"si ""hei"""\r\n"to\r\nlinjer"\r\næøå, greit\r\n',
    );
  });

  it('neutralises a text a spreadsheet would run as a formula, but not an amount the product formatted', () => {
    const rows = [['=HYPERLINK("http://x")'], ['+1'], ['-2+3'], ['@SUM(A1)'], ['\tx'], [{ number: '-1 427,00' }], ['a=b']];
    expect(csvDocument(['x'], rows)).toBe(
      "\uFEFFx\r\n\"'=HYPERLINK(\"\"http://x\"\")\"\r\n'+1\r\n'-2+3\r\n'@SUM(A1)\r\n'\tx\r\n-1 427,00\r\na=b\r\n",
    );
  });
});
