import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidKid, kidWithMod10, kidWithMod11 } from '../identifiers/kid';
import { alpha, ddmmyy, isoFromDdmmyy, latin1Bytes, latin1Text, numeric, rightAligned } from './fixedWidth';
import { readNetsTransmission, writeNetsTransmission, type Claim, type ClaimAssignment, type NetsTransmission, type OcrAssignment } from './netsFile';

const fixture = (name: string) => readFileSync(new URL(`../../../tests/fixtures/nets/${name}`, import.meta.url), 'latin1');

function read(text: string): NetsTransmission {
  const result = readNetsTransmission(text);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

const refusal = (text: string) => {
  const result = readNetsTransmission(text);
  return result.ok ? null : result.error;
};

describe('the OCR giro specification example (System specification OCR giro §4)', () => {
  const text = fixture('ocr-giro-spec-example.txt');

  it('reads all 20 payments with their KIDs, amounts and dates', () => {
    const transmission = read(text);
    expect(transmission.start).toEqual({ sender: '00008080', number: '0170031', recipient: '00010200' });
    expect(transmission.date).toBe('1992-01-20');
    const [assignment] = transmission.assignments as [OcrAssignment];
    expect(assignment).toMatchObject({ kind: 'ocr', agreementId: '001008566', number: '0000002', account: '99991042764', netsDate: '1992-01-20' });
    expect(assignment.transactions).toHaveLength(20);
    expect(assignment.transactions[0]).toEqual({
      type: 10, number: 1, netsDate: '1992-01-20', centreId: '13', dayCode: '20', partialSettlement: '1', serialNumber: '01464',
      amount: 102000, kid: '0000531', formNumber: '9636827194', archiveReference: '099038562', reserved: '0000000', bankDate: '1992-01-16',
      debitAccount: '99990512341', freeText: null,
    });
    expect(assignment.transactions.reduce((sum, t) => sum + t.amount, 0)).toBe(5144900);
    expect(new Set(assignment.transactions.map((t) => t.type))).toEqual(new Set([10, 11, 12, 13]));
  });

  it('writes back byte for byte what it read', () => {
    expect(writeNetsTransmission(read(text))).toBe(text);
  });

  it('reads the same file with LF line ends', () => {
    expect(read(text.replace(/\r\n/g, '\n'))).toEqual(read(text));
  });
});

describe('the AvtaleGiro examples', () => {
  it('reads the claim example: six claims, bank-notified ones with their specification lines', () => {
    const text = fixture('avtalegiro-claims-example.txt');
    const transmission = read(text);
    expect(transmission.start).toEqual({ sender: '55555555', number: '1000081', recipient: '00008080' });
    expect(transmission.date).toBe('2004-06-17');
    const [assignment] = transmission.assignments as [ClaimAssignment];
    expect(assignment).toMatchObject({ kind: 'claims', number: '4000086', account: '88888888888' });
    expect(assignment.claims.map((c) => [c.number, c.notifiedBy, c.kid, c.amount])).toEqual([
      [1, 'BANK', '008000011688373', 100], [2, 'BANK', '008000021688389', 100], [3, 'BANK', '008000031688395', 100],
      [4, 'BANK', '008000041688401', 100], [5, 'BANK', '008000051688416', 100], [6, 'PAYEE', '008000061688422', 100],
    ]);
    expect(assignment.claims[0]!.specification).toEqual([
      { line: 1, column: 1, text: ' Gjelder Faktura: 168837  Dato: 19/03/04' },
      { line: 1, column: 2, text: '                  ForfallsDato: 17/06/04' },
    ]);
    expect(assignment.claims[0]).toMatchObject({ dueDate: '2004-06-17', shortName: 'NAVN', foreignReference: '' });
    expect(writeNetsTransmission(transmission)).toBe(text);
  });

  it('reads the mandate example: sixteen new or changed mandates, with or without notice', () => {
    const text = fixture('avtalegiro-mandates-example.txt');
    const transmission = read(text);
    expect(transmission.start.sender).toBe('00008080');
    expect(transmission.date).toBe('2017-04-19');
    const [assignment] = transmission.assignments;
    expect(assignment?.kind).toBe('mandates');
    if (assignment?.kind !== 'mandates') return;
    expect(assignment.mandates).toHaveLength(16);
    expect(assignment.mandates[0]).toEqual({ fboNumber: 1, registration: 'NEW_OR_CHANGED', kid: '000112000507155', notice: true });
    expect(assignment.mandates[1]).toMatchObject({ kid: '001006300507304', notice: false });
    expect(writeNetsTransmission(transmission)).toBe(text);
  });
});

const claim = (n: number, overrides: Partial<Claim> = {}): Claim => ({
  number: n, notifiedBy: 'PAYEE', dueDate: '2026-12-10', amount: 1000 * n, kid: kidWithMod10(`10${n}`), shortName: 'Kari', foreignReference: '', specification: [],
  ...overrides,
});

const claimFile = (claims: Claim[], kind: ClaimAssignment['kind'] = 'claims'): NetsTransmission => ({
  start: { sender: '12345678', number: '2811001', recipient: '00008080' },
  assignments: [{ kind, number: '2811001', account: '12345678903', claims }],
  date: claims.map((c) => c.dueDate).sort()[0] ?? null,
});

describe('writing and reading files round trip', () => {
  it('a claim file, a cancellation and a mandate file read back as written', () => {
    const transmissions: NetsTransmission[] = [
      claimFile([claim(1), claim(2, { notifiedBy: 'BANK', specification: [{ line: 1, column: 1, text: 'Faktura 1001' }] })]),
      claimFile([claim(1)], 'cancellations'),
      {
        start: { sender: '00008080', number: '0000001', recipient: '12345678' },
        assignments: [{ kind: 'mandates', number: '0000001', account: '12345678903', mandates: [
          { fboNumber: 1, registration: 'DELETED', kid: kidWithMod11('2001'), notice: false },
          { fboNumber: 2, registration: 'ALL', kid: kidWithMod10('2002'), notice: true },
        ] }],
        date: null,
      },
    ];
    for (const transmission of transmissions) {
      const read1 = read(writeNetsTransmission(transmission));
      expect(read1.assignments).toHaveLength(1);
      expect(writeNetsTransmission(read1)).toBe(writeNetsTransmission(transmission));
    }
    const cancellation = read(writeNetsTransmission(transmissions[1]!)).assignments[0] as ClaimAssignment;
    expect(cancellation.kind).toBe('cancellations');
  });

  it('property: every KID of a written claim file passes its check, and the end records add up', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ base: fc.stringMatching(/^\d{3,20}$/), mod11: fc.boolean(), amount: fc.integer({ min: 1, max: 99_999_999_99 }), day: fc.integer({ min: 1, max: 28 }) }), { minLength: 1, maxLength: 30 }),
        (rows) => {
          const claims = rows.flatMap((row, i) => {
            const kid = row.mod11 ? kidWithMod11(row.base) : kidWithMod10(row.base);
            // AvtaleGiro KIDs are digits only (spec §2.2.2 field 9): a MOD11 base whose check would be '-' is not used.
            return kid.endsWith('-') ? [] : [claim(i + 1, { kid, amount: row.amount, dueDate: `2027-01-${String(row.day).padStart(2, '0')}` })];
          });
          const text = writeNetsTransmission(claimFile(claims));
          const back = read(text);
          const assignment = back.assignments[0] as ClaimAssignment;
          expect(assignment.claims.every((c) => isValidKid(c.kid))).toBe(true);
          const lines = text.split('\r\n').filter(Boolean);
          const end = lines.at(-2)!;
          expect(Number(end.slice(24, 41))).toBe(claims.reduce((sum, c) => sum + c.amount, 0));
          expect(Number(end.slice(8, 16))).toBe(claims.length);
          expect(Number(lines.at(-1)!.slice(16, 24))).toBe(lines.length);
          expect(lines.every((line) => line.length === 80)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('OCR payments with reversal sign and free text round trip', () => {
    const assignment: OcrAssignment = {
      kind: 'ocr', agreementId: '001008566', number: '0000001', account: '12345678903', netsDate: '2026-11-20',
      transactions: [
        { type: 21, number: 1, netsDate: '2026-11-20', centreId: '13', dayCode: '20', partialSettlement: '0', serialNumber: '00001', amount: 5000,
          kid: kidWithMod10('123'), formNumber: '0000000000', archiveReference: '000000000', reserved: '0000000', bankDate: null, debitAccount: null, freeText: 'Kjøp på nett' },
        { type: 18, number: 2, netsDate: '2026-11-21', centreId: '13', dayCode: '21', partialSettlement: '0', serialNumber: '00002', amount: -2500,
          kid: kidWithMod11('124'), formNumber: '0000000000', archiveReference: '000000000', reserved: '0000000', bankDate: '2026-11-19', debitAccount: '12345678903', freeText: null },
      ],
    };
    const transmission: NetsTransmission = { start: { sender: '00008080', number: '0000009', recipient: '12345678' }, assignments: [assignment], date: '2026-11-21' };
    const text = writeNetsTransmission(transmission);
    expect(read(text)).toEqual(transmission);
    expect(text.split('\r\n')[0]).toHaveLength(80);
  });
});

describe('a file that does not hold together is refused whole, with the line', () => {
  const good = fixture('ocr-giro-spec-example.txt');
  const lines = good.split('\r\n').slice(0, -1);
  const edit = (n: number, line: string) => lines.map((l, i) => (i === n ? line : l)).join('\r\n');

  it.each([
    ['', 'Filen er tom'],
    [edit(2, lines[2]!.slice(0, 79)), 'Linje 3 har 79 tegn, ikke 80'],
    [edit(2, `XX${lines[2]!.slice(2)}`), 'Linje 3 har ikke formatkode NY'],
    [lines.slice(1).join('\r\n'), 'Filen starter ikke med en startrecord for forsendelse (NY000010)'],
    [lines.slice(0, -1).join('\r\n'), 'Filen slutter ikke med en sluttrecord for forsendelse (NY000089)'],
    [[...lines, lines[1]].join('\r\n'), 'Filen har innhold etter sluttrecord for forsendelse'],
    [edit(2, lines[2]!.replace('00000000000102000', '00000000000102001')), 'Linje 43: sluttrecord for oppdrag oppgir sum beløp 5144900, filen har 5144901'],
    [edit(2, `${lines[2]!.slice(0, 15)}320192${lines[2]!.slice(21)}`), 'Linje 3: ugyldig oppgjørsdato'],
    [edit(2, `${lines[2]!.slice(0, 31)}+${lines[2]!.slice(32)}`), 'Linje 3: ugyldig fortegn'],
    [edit(2, `${lines[2]!.slice(0, 66)}ABC${lines[2]!.slice(69)}`), 'Linje 3: ugyldig KID'],
    [edit(3, lines[5]!), 'Linje 3: transaksjonen er ikke hel (beløpspostene hører ikke sammen)'],
    [[...lines.slice(0, 2), lines[4], lines[5], lines[2], lines[3], ...lines.slice(6)].join('\r\n'), 'Linje 5: transaksjonsnummeret er ikke i stigende rekkefølge'],
    [edit(1, `NY550020${lines[1]!.slice(8)}`), 'Linje 2: oppdrag med tjenestekode 55 og oppdragstype 00 leses ikke her'],
    [edit(1, lines[2]!), 'Linje 2: recorden 30 hører ikke hjemme her'],
    [edit(43, `${lines[43]!.slice(0, 16)}00000045${lines[43]!.slice(24)}`), 'Linje 44: sluttrecord for forsendelse oppgir antall records 45, filen har 44'],
    [edit(42, lines[43]!.replace('NY000089', 'NY000020')), 'Linje 43: recorden 20 hører ikke hjemme her'],
    [edit(42, `NY210088${lines[42]!.slice(8)}`), 'Linje 43: recorden 88 hører ikke hjemme her'],
  ])('refuses %#', (text, reason) => {
    expect(refusal(text)).toBe(reason);
  });

  it('refuses claims without their second amount item, a bad specification place, or no KID', () => {
    const text = writeNetsTransmission(claimFile([claim(1, { notifiedBy: 'BANK', specification: [{ line: 1, column: 1, text: 'x' }] })]));
    const l = text.split('\r\n');
    expect(refusal([l[0], l[1], l[2], l[4], l[5], l[6]].join('\r\n'))).toBe('Linje 3: transaksjonen er ikke hel (beløpspostene hører ikke sammen)');
    expect(refusal(text.replace('40011', '40431'))).toBe('Linje 5: ugyldig plassering');
    expect(refusal(text.replace(`${l[4]!.slice(0, 15)}`, `${l[4]!.slice(0, 8)}0000009`))).toBe('Linje 5: transaksjonen er ikke hel (beløpspostene hører ikke sammen)');
    expect(refusal(text.replace(rightAligned(claim(1).kid, 25), ' '.repeat(25)))).toBe('Linje 3: ugyldig KID');
    expect(refusal(text.replace('NY212130', 'NY212230'))).toBe('Linje 3: recorden 22/30 hører ikke hjemme her');
  });

  it('a cancellation may come without its second record', () => {
    const text = writeNetsTransmission(claimFile([claim(1), claim(2)], 'cancellations'));
    const l = text.split('\r\n');
    const without = [l[0], l[1], l[2], l[4], l[5], l[6], l[7]].map((line, i) => (i === 5 ? `${line!.slice(0, 16)}00000005${line!.slice(24)}` : i === 6 ? `${line!.slice(0, 16)}00000007${line!.slice(24)}` : line)).join('\r\n');
    const result = readNetsTransmission(without);
    expect(result.ok && (result.value.assignments[0] as ClaimAssignment).claims.map((c) => c.shortName)).toEqual(['', 'Kari']);
  });

  it('refuses a bad mandate record', () => {
    const text = fixture('avtalegiro-mandates-example.txt');
    const l = text.split('\r\n');
    expect(refusal(text.replace(l[2]!, `${l[2]!.slice(0, 15)}7${l[2]!.slice(16)}`))).toBe('Linje 3: ugyldig registreringstype');
    expect(refusal(text.replace(l[2]!, `${l[2]!.slice(0, 41)}X${l[2]!.slice(42)}`))).toBe('Linje 3: ugyldig skriftlig varsel');
    expect(refusal(text.replace(l[2]!, `${l[2]!.slice(0, 16)}${' '.repeat(25)}${l[2]!.slice(41)}`))).toBe('Linje 3: ugyldig KID');
    expect(refusal(text.replace(l[2]!, `NY21947100${l[2]!.slice(10)}`))).toBe('Linje 3: recorden 71 hører ikke hjemme her');
    expect(refusal(text.replace(l[2]!, `${l[2]!.slice(0, 8)}00000X1${l[2]!.slice(15)}`))).toBe('Linje 3: ugyldig FBO-løpenummer');
  });
});

describe('fixed-width fields', () => {
  it('pads, aligns and refuses what does not fit', () => {
    expect(numeric(42, 5)).toBe('00042');
    expect(() => numeric(123456, 5)).toThrow(RangeError);
    expect(() => numeric('12a', 5)).toThrow(RangeError);
    expect(alpha('Åse\nNilsen', 8)).toBe('Åse Nils');
    expect(rightAligned('123', 5)).toBe('  123');
    expect(() => rightAligned('123456', 5)).toThrow(RangeError);
  });

  it('dates are DDMMÅÅ within 1970–2069', () => {
    expect(ddmmyy('2026-11-28')).toBe('281126');
    expect(() => ddmmyy('2070-01-01')).toThrow(RangeError);
    expect(() => ddmmyy('1969-12-31')).toThrow(RangeError);
    expect(isoFromDdmmyy('200192')).toBe('1992-01-20');
    expect(isoFromDdmmyy('290226')).toBeNull();
    expect(isoFromDdmmyy('2902ab')).toBeNull();
  });

  it('ISO-8859-1 both ways; characters outside it become ?', () => {
    const bytes = latin1Bytes('Ærø €');
    expect([...bytes]).toEqual([0xc6, 0x72, 0xf8, 0x20, 0x3f]);
    expect(latin1Text(bytes)).toBe('Ærø ?');
    expect(latin1Text(latin1Bytes('x'.repeat(20000)))).toHaveLength(20000);
  });
});
