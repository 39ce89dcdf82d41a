import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PageCode, pageUrl } from '@fieldline/contracts/common/page-codes';
import * as chromeLauncher from 'chrome-launcher';
import Fastify from 'fastify';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { requestHeaders } from '../apps/server/src/platform/http/security-headers';
import { serveWebApp } from '../apps/server/src/platform/http/web-app';
import { startApp } from './lib';

/**
 * Lighthouse (pinned 12.2.3; 13 needs Node 22) with Debian's Chromium on the built web app: the sign-in page,
 * a demo customer's page and the jobs list, desktop and mobile presets, beside a trivial static page served
 * the same way (the floor). Lighthouse's own throttling (simulated) applies, so the figures are
 * comparable between machines only roughly; BENCH_WEB_RUNS=n takes the median of n runs per case,
 * BENCH_WEB_REPORTS=folder keeps the reports.
 */
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 1);
// A folder to keep each run's full Lighthouse report (JSON) in, for reading the failing audits' details.
const REPORTS = process.env.BENCH_WEB_REPORTS;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const FLOOR_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="description" content="Floor page"><link rel="icon" href="data:,"><title>Floor</title></head>
<body><main><h1>Fieldline</h1><p>A static page served like the web app: the floor for the figures.</p></main></body></html>`;

interface Row {
  page: string;
  preset: 'desktop' | 'mobile';
  scores: number[];
  fcp: number;
  lcp: number;
  tbt: number;
  scripts: number;
  kib: number;
  failing: string[];
}

function summarise(page: string, preset: Row['preset'], lhr: Result): Row {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] })?.items ?? [];
  const failing = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
    lhr.categories[c].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  return {
    page,
    preset,
    scores: CATEGORIES.map((c) => Math.round((lhr.categories[c].score ?? 0) * 100)),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    scripts: requests.filter((r) => r.resourceType === 'Script').length,
    kib: requests.reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0) / 1024,
    failing,
  };
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/** One Lighthouse run in a fresh browser (a second run of a URL in the same browser loses its trace's navigation start). */
async function lighthouseOnce(url: string, flags: Flags, preset: Row['preset'], tries = 3): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    const config = preset === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(url, { ...flags, port: chrome.port }, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    // Now and then the trace misses its navigation start (NO_NAVSTART) on a loaded machine: run again.
    if (tries <= 1) throw new Error(`${url}: ${error.message}`);
    console.log(`  ${url}: ${error.code}, running again`);
  } finally {
    chrome.kill();
  }
  return lighthouseOnce(url, flags, preset, tries - 1);
}

async function audit(page: string, url: string, preset: Row['preset'], cookie?: string) {
  const flags: Flags = {
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  };
  const rows: Row[] = [];
  for (let i = 0; i < RUNS; i++) {
    const lhr = await lighthouseOnce(url, flags, preset);
    if (REPORTS) {
      fs.mkdirSync(REPORTS, { recursive: true });
      const name = `${page.replace(/\W+/g, '-')}-${preset}-${i + 1}.json`;
      fs.writeFileSync(path.join(REPORTS, name), JSON.stringify(lhr));
    }
    rows.push(summarise(page, preset, lhr));
  }
  rows.sort((a, b) => a.scores[0] - b.scores[0]);
  return rows[Math.floor(rows.length / 2)];
}

const secs = (v: number) => (Number.isFinite(v) ? `${(v / 1000).toFixed(2)} s` : '-');

function print(rows: Row[]): void {
  const head = ['page', 'preset', 'perf', 'a11y', 'b.p.', 'FCP', 'LCP', 'TBT', 'JS req', 'KiB'];
  const widths = [26, 8, 5, 5, 5, 8, 8, 8, 7, 7];
  const line = (cells: string[]) =>
    console.log(cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' '));
  line(head);
  for (const r of rows) {
    line([
      r.page,
      r.preset,
      ...r.scores.map(String),
      secs(r.fcp),
      secs(r.lcp),
      `${r.tbt.toFixed(0)} ms`,
      String(r.scripts),
      r.kib.toFixed(0),
    ]);
  }
  const failing = rows.filter((r) => r.failing.length > 0);
  if (failing.length > 0) console.log('\nFailing accessibility and best-practice audits:');
  for (const r of failing) console.log(`  ${r.page} (${r.preset}): ${r.failing.join(', ')}`);
  const customer = rows.find((r) => r.page === 'customer page' && r.preset === 'desktop');
  const misses = [
    ...rows.filter(
      (r) => r.page !== 'floor (static page)' && r.scores[0] < (r.preset === 'desktop' ? 95 : 85),
    ),
    ...rows.filter((r) => r.page !== 'floor (static page)' && (r.scores[1] < 95 || r.scores[2] < 100)),
  ];
  if (customer && customer.lcp >= 1000)
    console.log(`\nMissed: customer page desktop LCP ${secs(customer.lcp)} (target < 1 s)`);
  for (const r of new Set(misses))
    console.log(`Missed a score target: ${r.page} (${r.preset}) ${r.scores.join('/')}`);
}

export async function runWebBench(): Promise<void> {
  if (process.env.BENCH_WEB_BUILD !== 'false') {
    console.log('Building the web app (BENCH_WEB_BUILD=false to use the current build)...');
    execFileSync('npx', ['vite', 'build', '--config', 'apps/web/vite.config.ts', '--logLevel', 'warn'], {
      stdio: 'inherit',
    });
  }
  const bench = await startApp('');
  const floorDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldline-floor-'));
  fs.writeFileSync(path.join(floorDir, 'floor.html'), FLOOR_HTML);
  const floor = Fastify({ logger: false });
  // The same headers and static serving as the app (the headers read the app's proxy settings).
  floor.decorate('platform', bench.app.platform);
  requestHeaders(floor);
  await serveWebApp(floor, floorDir);
  await floor.listen({ port: 0, host: '127.0.0.1' });
  const floorUrl = `http://127.0.0.1:${(floor.server.address() as { port: number }).port}/floor.html`;

  const search = await fetch(`${bench.base}/v1/customers/search?limit=1`, {
    headers: { authorization: `Bearer ${bench.token}` },
  });
  const customerId = ((await search.json()) as { data: { id: number }[] }).data[0].id;
  const cookie = `fl_session=${bench.token}`;
  const cases = [
    { page: 'floor (static page)', url: floorUrl },
    { page: 'sign-in page', url: `${bench.base}/login` },
    { page: 'customer page', url: `${bench.base}${pageUrl(PageCode.Customer, customerId)}`, cookie },
    { page: 'jobs list', url: `${bench.base}/jobs`, cookie },
  ];

  console.log(
    `Lighthouse on ${CHROME} (PGlite demo data), ${RUNS} run(s) per case, median by performance.\n`,
  );
  const rows: Row[] = [];
  try {
    for (const preset of ['desktop', 'mobile'] as const) {
      for (const c of cases) rows.push(await audit(c.page, c.url, preset, c.cookie));
    }
  } finally {
    await floor.close();
    await bench.close();
    fs.rmSync(floorDir, { recursive: true, force: true });
  }
  print(rows);
}
