/** One customer of a client's customer list (part 2 §2.2 customers, §2.7 the entry form's picker). */
export interface ClientCustomerRow {
  /** The customer's id (the entry form's customer picker creates the entry by it). */
  readonly id: number;
  readonly nr: number;
  readonly name: string;
  readonly type: 'Business' | 'Retail';
  readonly email: string | null;
  readonly phone: string | null;
}

/** One text column: every row's text in one string, each row ending where `ends` says. */
interface PackedText {
  readonly text: string;
  readonly ends: Uint32Array;
}

const NO_EMAIL = 1;
const NO_PHONE = 2;
/** Rows read recently, per generation: more than the rows a virtual table renders at once (100 shown and 40 overscan). */
const ROWS_KEPT = 1024;

/** The packed columns a list and its filtered views share, and the rows recently read from them. */
class Columns {
  /** Rows read lately, kept in two generations: a row read again moves to the young one. */
  private young = new Map<number, ClientCustomerRow>();
  private old = new Map<number, ClientCustomerRow>();

  constructor(
    readonly ids: Float64Array,
    readonly nrs: Float64Array,
    readonly retail: Uint8Array,
    readonly missing: Uint8Array,
    readonly names: PackedText,
    readonly emails: PackedText,
    readonly phones: PackedText,
  ) {}

  row(index: number): ClientCustomerRow {
    const young = this.young.get(index);
    if (young !== undefined) return young;
    const row = this.old.get(index) ?? this.build(index);
    if (this.young.size >= ROWS_KEPT) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(index, row);
    return row;
  }

  private build(index: number): ClientCustomerRow {
    return {
      id: this.ids[index]!,
      nr: this.nrs[index]!,
      name: textAt(this.names, index),
      type: this.retail[index] === 1 ? 'Retail' : 'Business',
      email: this.missing[index]! & NO_EMAIL ? null : textAt(this.emails, index),
      phone: this.missing[index]! & NO_PHONE ? null : textAt(this.phones, index),
    };
  }
}

function textAt(column: PackedText, index: number): string {
  return column.text.slice(index === 0 ? 0 : column.ends[index - 1], column.ends[index]);
}

function packText(texts: readonly string[]): PackedText {
  const ends = new Uint32Array(texts.length);
  let end = 0;
  texts.forEach((text, index) => {
    end += text.length;
    ends[index] = end;
  });
  return { text: texts.join(''), ends };
}

/**
 * A client's whole customer list (page 0, size 999999: 200 000 customers for the largest client), packed:
 * numbers in typed arrays, each text column in one string. As 200 000 objects with 600 000 strings the list
 * was most of the page's heap, and each major garbage collection while the officer scrolled it paused the
 * page for 8.5-18 ms; packed, 3.8-7.4 ms (the client page benchmark's A/B runs, 2026-11-27).
 *
 * A row becomes an object when it is read, and is the same object when read again soon after, which the
 * memoised rows of a virtual table rely on. `length` and `at` are an array's, so a table takes either.
 */
export class CustomerList {
  private constructor(
    private readonly columns: Columns,
    /** The rows of a filtered view, by their index in the whole list; null for the whole list. */
    private readonly picked: Uint32Array | null,
  ) {}

  static from<Item>(items: readonly Item[], toRow: (item: Item) => ClientCustomerRow): CustomerList {
    const count = items.length;
    const ids = new Float64Array(count);
    const nrs = new Float64Array(count);
    const retail = new Uint8Array(count);
    const missing = new Uint8Array(count);
    const emails: string[] = new Array<string>(count);
    const phones: string[] = new Array<string>(count);
    const names: string[] = new Array<string>(count);
    items.forEach((item, index) => {
      const row = toRow(item);
      ids[index] = row.id;
      nrs[index] = row.nr;
      retail[index] = row.type === 'Retail' ? 1 : 0;
      missing[index] = (row.email === null ? NO_EMAIL : 0) | (row.phone === null ? NO_PHONE : 0);
      names[index] = row.name;
      emails[index] = row.email ?? '';
      phones[index] = row.phone ?? '';
    });
    return new CustomerList(new Columns(ids, nrs, retail, missing, packText(names), packText(emails), packText(phones)), null);
  }

  static of(rows: readonly ClientCustomerRow[]): CustomerList {
    return CustomerList.from(rows, (row) => row);
  }

  /** The list before one is loaded. */
  static readonly EMPTY = CustomerList.of([]);

  get length(): number {
    return this.picked === null ? this.columns.ids.length : this.picked.length;
  }

  /** The row at `index`, counted from the end when negative, as an array's `at`. */
  at(index: number): ClientCustomerRow | undefined {
    const whole = this.wholeIndex(index);
    return whole === undefined ? undefined : this.columns.row(whole);
  }

  /** The customer number at `index` without making the row an object (a search through the whole list). */
  nrAt(index: number): number | undefined {
    const whole = this.wholeIndex(index);
    return whole === undefined ? undefined : this.columns.nrs[whole];
  }

  /** The name at `index` without making the row an object. */
  nameAt(index: number): string | undefined {
    const whole = this.wholeIndex(index);
    return whole === undefined ? undefined : textAt(this.columns.names, whole);
  }

  /** A view of the rows at these indices (of this list), in their order. */
  only(indices: readonly number[]): CustomerList {
    const picked = Uint32Array.from(indices, (index) => {
      if (!Number.isInteger(index) || index < 0 || index >= this.length) throw new RangeError(`no row ${index} in a list of ${this.length}`);
      return this.picked === null ? index : this.picked[index]!;
    });
    return new CustomerList(this.columns, picked);
  }

  private wholeIndex(index: number): number | undefined {
    // An array's `at`: the index truncated, NaN as 0, a negative one from the end.
    const truncated = Math.trunc(index) || 0;
    const position = truncated < 0 ? truncated + this.length : truncated;
    if (position < 0 || position >= this.length) return undefined;
    return this.picked === null ? position : this.picked[position];
  }
}
