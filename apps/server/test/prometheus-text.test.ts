import { describe, expect, it } from 'vitest';
import { parsePrometheusText, sumOf } from './prometheus-text';

const histogram = (buckets: string) => `# HELP t_seconds Time.
# TYPE t_seconds histogram
${buckets}
t_seconds_sum{o="a"} 0.5
t_seconds_count{o="a"} 2
`;

describe('the Prometheus text reader of the metrics tests', () => {
  it('reads families, escaped label values, special values and histograms', () => {
    const families = parsePrometheusText(`# HELP r_total Requests.
# TYPE r_total counter
r_total{route="/v1/x/:id",note="say \\"hi\\"\\n"} 3
r_total{route="/v1/y"} 1.5e1

# TYPE g gauge
g Nan
${histogram('t_seconds_bucket{le="0.1",o="a"} 1\nt_seconds_bucket{le="+Inf",o="a"} 2')}`);
    expect(families.get('r_total')?.type).toBe('counter');
    expect(families.get('r_total')?.samples[0]?.labels).toEqual({ route: '/v1/x/:id', note: 'say "hi"\n' });
    expect(sumOf(families, 'r_total')).toBe(18);
    expect(families.get('g')?.samples[0]?.value).toBeNaN();
    expect(sumOf(families, 't_seconds_bucket', { le: '+Inf' })).toBe(2);
  });

  it.each([
    ['a line that is no sample', 'garbage line here\n'],
    ['an unquoted label value', 'x{a=b} 1\n'],
    ['a value that is no float', 'x 1,5\n'],
    ['a TYPE after the samples', 'x 1\n# TYPE x gauge\n'],
    ['samples of one family apart', '# TYPE x gauge\nx 1\n# TYPE y gauge\ny 1\nx 2\n'],
    ['no line feed at the end', '# TYPE x gauge\nx 1'],
    [
      'buckets that are not cumulative',
      histogram('t_seconds_bucket{le="0.1",o="a"} 3\nt_seconds_bucket{le="+Inf",o="a"} 2'),
    ],
    ['a histogram without its +Inf bucket', histogram('t_seconds_bucket{le="0.1",o="a"} 2')],
  ])('refuses %s', (_label, text) => {
    expect(() => parsePrometheusText(text)).toThrow();
  });
});
