import os from 'node:os';
import { Piscina } from 'piscina';
import type { StatementDetail } from './statements.detail';
import { statementPdf } from './statements.pdf';

export type Rendered = { pdf: Buffer; error?: undefined } | { pdf?: undefined; error: string };

/** Statements per task sent to a worker: enough to keep the messaging cheap, few enough to share a chunk out. */
const PER_TASK = 25;
/** Below this many statements the worker start-up costs more than it saves. */
const INLINE_BELOW = 50;

let pool: Piscina | null = null;

/** Worker threads, one per core; PDF_WORKERS=0 renders on the calling thread. */
function workers(): number {
  const set = process.env.PDF_WORKERS;
  return set !== undefined && set !== '' ? Number(set) : os.availableParallelism();
}

/**
 * Writes the statements' PDFs, spread over worker threads when there are many: pdfkit is synchronous
 * JavaScript, so on one thread a 10,000-statement batch is bounded by one core (issue 16 item 9).
 */
export async function renderStatements(details: StatementDetail[]): Promise<Rendered[]> {
  const threads = workers();
  if (details.length < INLINE_BELOW || !(threads > 0)) return renderHere(details);
  pool ??= new Piscina({
    filename: new URL('./statements.render-worker.mjs', import.meta.url).href,
    maxThreads: threads,
    minThreads: 0,
    idleTimeout: 30_000,
    // The worker registers tsx itself; the parent's flags (a test runner's among them) are not its business.
    execArgv: [],
  });
  const tasks: Promise<{ pdf?: Uint8Array; error?: string }[]>[] = [];
  for (let i = 0; i < details.length; i += PER_TASK)
    tasks.push((pool as Piscina).run(details.slice(i, i + PER_TASK)));
  return (await Promise.all(tasks))
    .flat()
    .map((r) =>
      r.pdf
        ? { pdf: Buffer.from(r.pdf.buffer, r.pdf.byteOffset, r.pdf.byteLength) }
        : { error: r.error ?? '' },
    );
}

async function renderHere(details: StatementDetail[]): Promise<Rendered[]> {
  const out: Rendered[] = [];
  for (const d of details) {
    try {
      out.push({ pdf: await statementPdf(d) });
    } catch (err) {
      out.push({ error: (err as Error).message });
    }
  }
  return out;
}

/** Stops the worker threads (the server's close). */
export async function closeRenderPool(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.destroy();
}
