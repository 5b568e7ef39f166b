/**
 * A strict reader of Prometheus' text exposition format (version 0.0.4), written from the format's
 * definition rather than from prom-client, so a test of GET /metrics checks what a Prometheus server
 * would read: every line a comment, a HELP or TYPE line, or a sample; names and label names of the
 * allowed characters; label values quoted with only \\, \" and \n escaped; values Go floats (NaN and
 * ±Inf included); each family's TYPE before its samples, which follow it without a break; a histogram's
 * buckets cumulative in `le`, ending at +Inf, which equals its _count. A sample with no TYPE before
 * it starts an untyped family. Anything else throws.
 */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface MetricFamily {
  name: string;
  type: 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';
  help: string;
  samples: Sample[];
}

const metricName = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const labelPair = '[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"';
const sampleLine = new RegExp(`^(${metricName})(?:\\{((?:${labelPair})(?:,${labelPair})*,?)?\\})? (\\S+)(?: -?\\d+)?$`);
const labelPairGlobal = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"/g;
const metadataLine = new RegExp(`^# (HELP|TYPE) (${metricName})(?: (.*))?$`);
const floatText = /^(?:[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|[+-]?inf|nan)$/i;
const types = new Set<MetricFamily['type']>(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

function parseFloatText(text: string, line: string): number {
  if (!floatText.test(text)) throw new Error(`not a float value: ${line}`);
  const lower = text.toLowerCase();
  if (lower === 'nan') return Number.NaN;
  if (lower.endsWith('inf')) return lower.startsWith('-') ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  return Number(text);
}

function parseLabels(text: string | undefined): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [, name = '', raw = ''] of (text ?? '').matchAll(labelPairGlobal)) {
    if (name in labels) throw new Error(`label ${name} given twice: ${text}`);
    labels[name] = raw.replace(/\\(["\\n])/g, (_escape, char: string) => (char === 'n' ? '\n' : char));
  }
  return labels;
}

/** The family a sample named `name` belongs to: the family itself, or a histogram's or summary's series. */
function belongsTo(family: MetricFamily, name: string): boolean {
  if (name === family.name) return true;
  const suffixes =
    family.type === 'histogram' ? ['_bucket', '_sum', '_count'] : family.type === 'summary' ? ['_sum', '_count'] : [];
  return suffixes.some((suffix) => name === `${family.name}${suffix}`);
}

const withoutLe = ({ le: _le, ...rest }: Record<string, string>) => JSON.stringify(rest);

function checkHistogram(family: MetricFamily): void {
  const series = new Map<string, { buckets: [number, number][]; count?: number }>();
  for (const sample of family.samples) {
    const key = withoutLe(sample.labels);
    const entry = series.get(key) ?? { buckets: [] };
    series.set(key, entry);
    if (sample.name.endsWith('_bucket')) {
      if (sample.labels.le === undefined) throw new Error(`${sample.name} without le`);
      entry.buckets.push([parseFloatText(sample.labels.le, sample.name), sample.value]);
    } else if (sample.name.endsWith('_count')) {
      entry.count = sample.value;
    }
  }
  for (const [labels, { buckets, count }] of series) {
    const sorted = [...buckets].sort(([a], [b]) => a - b);
    const last = sorted.at(-1);
    if (!last || last[0] !== Number.POSITIVE_INFINITY) throw new Error(`${family.name}${labels} has no +Inf bucket`);
    if (last[1] !== count) throw new Error(`${family.name}${labels}: the +Inf bucket is not the _count`);
    sorted.reduce((previous, [, value]) => {
      if (value < previous) throw new Error(`${family.name}${labels}: buckets are not cumulative`);
      return value;
    }, 0);
  }
}

/** The metric families of a scrape, by name; throws at the first thing Prometheus would not read. */
export function parsePrometheusText(text: string): Map<string, MetricFamily> {
  if (!text.endsWith('\n')) throw new Error('the exposition does not end with a line feed');
  const families = new Map<string, MetricFamily>();
  const declared = new Set<string>();
  let current: MetricFamily | undefined;
  for (const line of text.slice(0, -1).split('\n')) {
    if (line === '') continue;
    const metadata = metadataLine.exec(line);
    if (metadata) {
      const [, keyword, name = '', rest = ''] = metadata;
      const family = families.get(name) ?? { name, type: 'untyped', help: '', samples: [] };
      if (family.samples.length > 0) throw new Error(`${keyword} of ${name} after its samples`);
      if (declared.has(`${keyword} ${name}`)) throw new Error(`a second ${keyword} line of ${name}`);
      declared.add(`${keyword} ${name}`);
      if (keyword === 'TYPE') {
        if (!types.has(rest as MetricFamily['type'])) throw new Error(`unknown type: ${line}`);
        family.type = rest as MetricFamily['type'];
      } else {
        family.help = rest;
      }
      families.set(name, family);
      current = family;
      continue;
    }
    if (line.startsWith('#')) continue;
    const sample = sampleLine.exec(line);
    if (!sample) throw new Error(`not a sample line: ${line}`);
    const [, name = '', labels, value = ''] = sample;
    if (!current || !belongsTo(current, name)) {
      if (families.has(name)) throw new Error(`the samples of ${name} are not together: ${line}`);
      current = { name, type: 'untyped', help: '', samples: [] };
      families.set(name, current);
    }
    current.samples.push({ name, labels: parseLabels(labels), value: parseFloatText(value, line) });
  }
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family);
  return families;
}

/** The samples named `name` whose labels include `labels`. */
export function samplesOf(
  families: Map<string, MetricFamily>,
  name: string,
  labels: Record<string, string> = {},
): Sample[] {
  return [...families.values()]
    .flatMap((family) => family.samples)
    .filter(
      (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    );
}

/** The sum of those samples' values; 0 when there is none. */
export function sumOf(families: Map<string, MetricFamily>, name: string, labels: Record<string, string> = {}): number {
  return samplesOf(families, name, labels).reduce((sum, sample) => sum + sample.value, 0);
}
