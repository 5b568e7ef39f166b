// One Lighthouse run (its default mobile settings: simulated throttling) of a page in the running
// Chromium, its JSON report written to `reportDir`, reduced to the figures the bench prints.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

export interface PageFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsTransferBytes: number;
}

interface Run {
  url: string;
  port: number;
  reportDir: string;
  reportName: string;
}

/**
 * What Lighthouse clears before it loads a page, beside the HTTP cache: its default list, which keeps
 * the origin's local storage, so a signed-in session survives and every page still loads cold.
 */
const clearStorageTypes = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'] as const;

/** Lighthouse's result for `url`; a load that fails (on a busy machine it now and then does) is tried again twice. */
async function audit(run: Run, attempt = 1) {
  const { url, port, reportDir, reportName } = run;
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    clearStorageTypes: [...clearStorageTypes],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  writeFileSync(join(reportDir, `${reportName}.json`), String(result.report));
  const { runtimeError } = result.lhr;
  if (!runtimeError) return result.lhr;
  if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
  console.error(`Lighthouse on ${url}, attempt ${attempt}: ${runtimeError.code}; trying again`);
  return audit(run, attempt + 1);
}

export async function runLighthouse(run: Run): Promise<PageFigures> {
  const lhr = await audit(run);
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(run.url).pathname) {
    throw new Error(`${run.url} ended at ${lhr.finalDisplayedUrl}`);
  }
  const score = (id: string) => lhr.categories[id]?.score ?? null;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (
    lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    jsTransferBytes: (requests ?? [])
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
  };
}
