import { PassThrough } from 'node:stream';
import type { Db } from '../../platform/db/database';
import type { StatementDetail } from './statements.detail';
import { statementDocument, writeStatement } from './statements.pdf';
import { findBatch, printedDetails } from './statements.service';

const PAGE = 200;

/**
 * The batch's printed statements as ONE PDF, written from their snapshots a page of rows at a time and
 * streamed as it is written (pages are flushed after each statement), so a batch of thousands never sits
 * whole in memory.
 */
export async function batchPdfStream(db: Db, batchId: number): Promise<NodeJS.ReadableStream> {
  const batch = await findBatch(db, batchId);
  const doc = statementDocument(`Statements ${batch.statementDate} (batch ${batch.id})`);
  const out = new PassThrough();
  doc.pipe(out);
  void (async () => {
    let after = 0;
    let written = 0;
    for (;;) {
      const rows = await printedDetails(db, batchId, after, PAGE);
      for (const r of rows) {
        writeStatement(doc, r.detail as StatementDetail);
        doc.flushPages();
        written++;
      }
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1].id;
    }
    if (!written) {
      doc.addPage();
      doc.font('Helvetica').fontSize(12).text('This batch has no printed statements.', 50, 60);
    }
    doc.end();
  })().catch((err) => out.destroy(err as Error));
  return out;
}
