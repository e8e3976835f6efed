import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidKid, kidWithMod10, kidWithMod11 } from '../identifiers/kid';
import { alpha, ddmmyy, field, isoFromDdmmyy, latin1Bytes, latin1Text, numeric, rightAligned } from './fixedWidth';
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

/**
 * Our own AvtaleGiro transmissions, written by hand from the record layouts of *AvtaleGiro systemspesifikasjon* v3.3
 * (§2 transmissions to Mastercard Payment Services: start and end records, claim amount items 1 and 2, specification
 * records; §3.3 the payee's own customers' payment mandates). Each record is checked field by field against the
 * layout, positions numbered 1 to 80 as the specification numbers them: the examples, and so the reader and writer
 * tested with them, are held to the specification rather than to each other.
 */
type Layout = readonly (readonly [from: number, to: number, field: string, value: string])[];

function expectLayout(record: string, layout: Layout) {
  expect(record).toHaveLength(80);
  const covered = layout.reduce((sum, [from, to]) => sum + to - from + 1, 0);
  expect(covered, 'the layout covers all 80 positions').toBe(80);
  for (const [from, to, name, value] of layout) expect(`${name}: ${field(record, from, to)}`).toBe(`${name}: ${value}`);
}

const blanks = (n: number) => ' '.repeat(n);
const zerosOf = (n: number) => '0'.repeat(n);
const head = (service: string, type: string, record: string): Layout => [
  [1, 2, 'formatkode', 'NY'], [3, 4, 'tjenestekode', service], [5, 6, 'forsendelsestype/oppdragstype/transaksjonstype', type], [7, 8, 'recordtype', record],
];

describe('our AvtaleGiro claim transmission, field by field (systemspesifikasjon §2)', () => {
  const text = fixture('avtalegiro-claims-norlink.txt');
  const records = text.split('\r\n').slice(0, -1);

  it('has each record where the layout puts its fields', () => {
    expect(records).toHaveLength(12);
    // §2.1 Startrecord forsendelse.
    expectLayout(records[0]!, [...head('00', '00', '10'), [9, 16, 'dataavsender', '00412345'], [17, 23, 'forsendelsesnummer', '2611001'], [24, 31, 'datamottaker', '00008080'], [32, 80, 'filler', zerosOf(49)]]);
    // §2.2.1 Startrecord oppdrag betalingskrav.
    expectLayout(records[1]!, [...head('21', '00', '20'), [9, 17, 'avtale-ID', zerosOf(9)], [18, 24, 'oppdragsnummer', '2611001'], [25, 35, 'oppdragskonto', '15032467803'], [36, 80, 'filler', zerosOf(45)]]);
    // §2.2.2 Beløpspost 1 and §2.2.3 Beløpspost 2, per claim: transaction type 02 (payee notifies) or 21 (bank notifies).
    const claims = [
      { at: 2, type: '02', number: '0000001', due: '151226', amount: '00000000000125000', kid: '0042117000123457', name: 'Kari Nordm', reference: 'Faktura 12345' },
      { at: 4, type: '21', number: '0000002', due: '201226', amount: '00000000000079950', kid: '0042118000123463', name: 'Ola Hansen', reference: 'Faktura 12346' },
      { at: 8, type: '02', number: '0000003', due: '050127', amount: '00000000001200000', kid: '0042119000123479', name: 'Åse Berg  ', reference: 'Faktura 12347' },
    ];
    for (const c of claims) {
      expectLayout(records[c.at]!, [
        ...head('21', c.type, '30'), [9, 15, 'transaksjonsnummer', c.number], [16, 21, 'forfallsdato', c.due], [22, 32, 'filler', blanks(11)],
        [33, 49, 'beløp', c.amount], [50, 74, 'KID', c.kid.padStart(25, ' ')], [75, 80, 'filler', zerosOf(6)],
      ]);
      expectLayout(records[c.at + 1]!, [
        ...head('21', c.type, '31'), [9, 15, 'transaksjonsnummer', c.number], [16, 25, 'forkortet navn', c.name], [26, 50, 'filler', blanks(25)],
        [51, 75, 'fremmedreferanse', c.reference.padEnd(25, ' ')], [76, 80, 'filler', zerosOf(5)],
      ]);
      expect(isValidKid(c.kid)).toBe(true);
    }
    // §2.2.4 Spesifikasjonsrecord (bank-notified claims only): line 1, columns 1 and 2.
    for (const [at, column, text] of [[6, '1', 'Strøm november 2026'], [7, '2', 'Trekkes 20.12.2026']] as const) {
      expectLayout(records[at]!, [
        ...head('21', '21', '49'), [9, 15, 'transaksjonsnummer', '0000002'], [16, 16, 'betalingsvarsel', '4'], [17, 19, 'linjenummer', '001'],
        [20, 20, 'kolonne', column], [21, 60, 'meldingstekst', text.padEnd(40, ' ')], [61, 80, 'filler', zerosOf(20)],
      ]);
    }
    // §2.2.5 Sluttrecord oppdrag: 3 claims, 10 records, 14 049,50 kr, first and last due date.
    expectLayout(records[10]!, [
      ...head('21', '00', '88'), [9, 16, 'antall transaksjoner', '00000003'], [17, 24, 'antall records', '00000010'], [25, 41, 'sum beløp', '00000000001404950'],
      [42, 47, 'første forfallsdato', '151226'], [48, 53, 'siste forfallsdato', '050127'], [54, 80, 'filler', zerosOf(27)],
    ]);
    // §2.4 Sluttrecord forsendelse: the whole transmission's counts, sum and first due date.
    expectLayout(records[11]!, [
      ...head('00', '00', '89'), [9, 16, 'antall transaksjoner', '00000003'], [17, 24, 'antall records', '00000012'], [25, 41, 'sum beløp', '00000000001404950'],
      [42, 47, 'første forfallsdato', '151226'], [48, 80, 'filler', zerosOf(33)],
    ]);
  });

  it('is read into its claims, and written back byte for byte', () => {
    const transmission = read(text);
    expect(transmission.start).toEqual({ sender: '00412345', number: '2611001', recipient: '00008080' });
    expect(transmission.date).toBe('2026-12-15');
    const [assignment] = transmission.assignments as [ClaimAssignment];
    expect(assignment).toMatchObject({ kind: 'claims', number: '2611001', account: '15032467803' });
    expect(assignment.claims.map((c) => [c.number, c.notifiedBy, c.dueDate, c.amount, c.kid, c.shortName, c.foreignReference])).toEqual([
      [1, 'PAYEE', '2026-12-15', 125000, '0042117000123457', 'Kari Nordm', 'Faktura 12345'],
      [2, 'BANK', '2026-12-20', 79950, '0042118000123463', 'Ola Hansen', 'Faktura 12346'],
      [3, 'PAYEE', '2027-01-05', 1200000, '0042119000123479', 'Åse Berg', 'Faktura 12347'],
    ]);
    expect(assignment.claims[1]!.specification).toEqual([
      { line: 1, column: 1, text: 'Strøm november 2026'.padEnd(40, ' ') },
      { line: 1, column: 2, text: 'Trekkes 20.12.2026'.padEnd(40, ' ') },
    ]);
    expect(writeNetsTransmission(transmission)).toBe(text);
  });
});

describe('our AvtaleGiro mandate transmission, field by field (systemspesifikasjon §3.3)', () => {
  const text = fixture('avtalegiro-mandates-norlink.txt');
  const records = text.split('\r\n').slice(0, -1);

  it('has each record where the layout puts its fields', () => {
    expect(records).toHaveLength(7);
    // Startrecord forsendelse, from Mastercard Payment Services (00008080) to us.
    expectLayout(records[0]!, [...head('00', '00', '10'), [9, 16, 'dataavsender', '00008080'], [17, 23, 'forsendelsesnummer', '0170001'], [24, 31, 'datamottaker', '00412345'], [32, 80, 'filler', zerosOf(49)]]);
    // §3.3.1 Startrecord oppdrag egne kunders faste betalingsoppdrag: assignment type 24.
    expectLayout(records[1]!, [...head('21', '24', '20'), [9, 17, 'filler', zerosOf(9)], [18, 24, 'oppdragsnummer', '0170001'], [25, 35, 'oppdragskonto', '15032467803'], [36, 80, 'filler', zerosOf(45)]]);
    // §3.3.2 Record egne kunders faste betalingsoppdrag: transaction type 94, record type 70.
    const mandates = [
      { at: 2, fbo: '0000001', registration: '1', kid: '0042117000123457', notice: 'J' },
      { at: 3, fbo: '0000002', registration: '1', kid: '0042118000123463', notice: 'N' },
      { at: 4, fbo: '0000003', registration: '2', kid: '0042119000123479', notice: 'N' },
    ];
    for (const m of mandates) {
      expectLayout(records[m.at]!, [
        ...head('21', '94', '70'), [9, 15, 'FBO-løpenummer', m.fbo], [16, 16, 'registreringstype', m.registration], [17, 41, 'KID', m.kid.padStart(25, ' ')],
        [42, 42, 'skriftlig varsel', m.notice], [43, 80, 'filler', zerosOf(38)],
      ]);
    }
    // §3.3.3 Sluttrecord oppdrag: 3 mandates, 5 records, no amounts.
    expectLayout(records[5]!, [...head('21', '24', '88'), [9, 16, 'antall transaksjoner', '00000003'], [17, 24, 'antall records', '00000005'], [25, 80, 'filler', zerosOf(56)]]);
    // Sluttrecord forsendelse with Nets' date.
    expectLayout(records[6]!, [
      ...head('00', '00', '89'), [9, 16, 'antall transaksjoner', '00000003'], [17, 24, 'antall records', '00000007'], [25, 41, 'sum beløp', zerosOf(17)],
      [42, 47, 'dato', '021226'], [48, 80, 'filler', zerosOf(33)],
    ]);
  });

  it('is read into new, changed and deleted mandates with or without notice, and written back byte for byte', () => {
    const transmission = read(text);
    expect(transmission.start).toEqual({ sender: '00008080', number: '0170001', recipient: '00412345' });
    expect(transmission.date).toBe('2026-12-02');
    const [assignment] = transmission.assignments;
    expect(assignment?.kind).toBe('mandates');
    if (assignment?.kind !== 'mandates') return;
    expect(assignment.mandates).toEqual([
      { fboNumber: 1, registration: 'NEW_OR_CHANGED', kid: '0042117000123457', notice: true },
      { fboNumber: 2, registration: 'NEW_OR_CHANGED', kid: '0042118000123463', notice: false },
      { fboNumber: 3, registration: 'DELETED', kid: '0042119000123479', notice: false },
    ]);
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
    const text = fixture('avtalegiro-mandates-norlink.txt');
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
