import pg from 'pg';
const stats = new Map<string, { n: number; ms: number }>();
const orig = pg.Client.prototype.query as any;
(pg.Client.prototype as any).query = function (this: any, config: any, values?: any, cb?: any) {
  const text: string = typeof config === 'string' ? config : (config?.text ?? config?.name ?? '?');
  const key = text.replace(/\s+/g, ' ').trim().slice(0, 90);
  const t = performance.now();
  const r = orig.call(this, config, values, cb);
  if (r && typeof r.then === 'function') {
    r.then(() => { const s = stats.get(key) ?? { n: 0, ms: 0 }; s.n++; s.ms += performance.now() - t; stats.set(key, s); }, () => {});
  }
  return r;
};
(globalThis as any).__pgstats = stats;
export function dumpStats() {
  const rows = [...stats.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 30);
  for (const [k, v] of rows) console.error(String(v.n).padStart(7), (v.ms / v.n).toFixed(1).padStart(7), 'ms', k);
}
