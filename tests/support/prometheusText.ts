/** One sample of the Prometheus text exposition format (version 0.0.4). */
export interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: -?\d+)?$/;
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*(?:,|$)/y;
const COMMENT = /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .*$|^#(?! (HELP|TYPE) ).*$/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

/** As Go's ParseFloat reads it (the format says so): NaN and Inf in any case. */
function parseValue(text: string, line: string): number {
  const word = text.toLowerCase();
  if (word === '+inf' || word === 'inf') return Infinity;
  if (word === '-inf') return -Infinity;
  if (word === 'nan') return Number.NaN;
  const value = Number(text);
  if (Number.isNaN(value)) throw new Error(`not a number in "${line}"`);
  return value;
}

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text);
    if (!match) throw new Error(`bad labels in "${line}"`);
    labels[match[1]!] = match[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
  }
  return labels;
}

/**
 * Reads a /metrics answer strictly, so a test fails on any line a Prometheus server would refuse: every
 * line is a HELP or TYPE comment, another comment, or a sample `name{label="value",...} value`, and a TYPE
 * names a known type.
 */
export function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      if (!COMMENT.test(line)) throw new Error(`bad comment "${line}"`);
      const type = /^# TYPE \S+ (\S+)$/.exec(line)?.[1];
      if (line.startsWith('# TYPE') && !TYPES.has(type ?? '')) throw new Error(`unknown type in "${line}"`);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`bad sample "${line}"`);
    samples.push({ name: match[1]!, labels: match[2] === undefined ? {} : parseLabels(match[2], line), value: parseValue(match[3]!, line) });
  }
  return samples;
}

/** The value of the sample named `name` whose labels include `labels`; undefined when there is none. */
export function sampleValue(samples: readonly Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value))?.value;
}
