// A worker thread that writes statement PDFs (statements.render-pool.ts). The server runs TypeScript through
// tsx, which a worker thread does not inherit, so the worker registers it before loading the PDF writer.
import { register } from 'tsx/esm/api';

register();
const { statementPdf } = await import('./statements.pdf.ts');

/** Statement details in, one PDF (or the reason it failed) out for each, in order. */
export default async function render(details) {
  const out = [];
  for (const d of details) {
    try {
      out.push({ pdf: new Uint8Array(await statementPdf(d)) });
    } catch (err) {
      out.push({ error: err instanceof Error ? err.message : String(err) });
    }
  }
  return out;
}
