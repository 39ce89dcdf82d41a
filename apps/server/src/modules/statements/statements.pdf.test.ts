import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { StatementDetail } from './statements.detail';
import { finishPdf, statementDocument, statementPdf, writeStatement } from './statements.pdf';
import { closeRenderPool, renderStatements } from './statements.render-pool';

export function sampleDetail(lines = 3, name = 'Harbor View Apartments'): StatementDetail {
  return {
    company: { name: 'Acme Mechanical', phone: '(303) 555-0100', email: 'billing@acme.test' },
    remit: {
      name: 'Acme Mechanical - Denver',
      lines: ['1200 Market St', 'Suite 400', 'Denver, CO 80202'],
      phone: '(303) 555-0100',
    },
    customer: { id: 7, name, accountNumber: 'HV-1001', lines: ['55 Harbor Rd', 'Boulder, CO 80301'] },
    statementDate: '2026-11-26',
    periodStart: '2026-10-27',
    openingBalance: '1200.00',
    closingBalance: '1450.50',
    aging: {
      current: '250.50',
      days1to30: '400.00',
      days31to60: '800.00',
      days61to90: '0.00',
      over90: '0.00',
    },
    lines: Array.from({ length: lines }, (_, i) => ({
      date: '2026-11-02',
      kind: i % 2 ? 'Payment' : 'Invoice',
      ref: i % 2 ? `Check ${1000 + i}` : `INV-${String(100 + i).padStart(6, '0')}`,
      amount: i % 2 ? '-100.00' : '125.25',
      balance: '1325.25',
    })),
    invoices: [
      {
        number: 'INV-000101',
        date: '2026-09-02',
        dueDate: '2026-10-02',
        total: '800.00',
        paid: '0.00',
        balance: '800.00',
        status: 'Open',
      },
      {
        number: 'INV-000140',
        date: '2026-11-20',
        dueDate: '2026-12-20',
        total: '250.50',
        paid: '0.00',
        balance: '250.50',
        status: 'Open',
      },
    ],
  };
}

async function textOf(data: Buffer): Promise<{ text: string; pages: number }> {
  const { PDFParse } = await import('pdf-parse');
  const r = await new PDFParse({ data: new Uint8Array(data) }).getText();
  return { text: r.text.replace(/\s+/g, ' '), pages: r.total };
}

describe('statement PDF', () => {
  it('shows the addresses, balances, activity, aging and page numbers', async () => {
    const pdf = await statementPdf(sampleDetail());
    const { text, pages } = await textOf(pdf);
    expect(pages).toBe(1);
    for (const part of [
      'Acme Mechanical',
      'STATEMENT',
      '11/26/2026',
      'HV-1001',
      'BILL TO',
      'Harbor View Apartments',
      '55 Harbor Rd',
      'REMIT TO',
      '1200 Market St',
      'AMOUNT DUE',
      '$1,450.50',
      'Opening balance',
      '$1,200.00',
      'Closing balance',
      'INV-000100',
      'Check 1001',
      'Current',
      '1-30 days',
      'Over 90 days',
      '$800.00',
      'Page 1 of 1',
    ])
      expect(text).toContain(part);
    if (process.env.STATEMENT_PNG) {
      const { PDFParse } = await import('pdf-parse');
      const shot = await new PDFParse({ data: new Uint8Array(pdf) }).getScreenshot({ scale: 1.5 });
      fs.writeFileSync(process.env.STATEMENT_PNG, Buffer.from(shot.pages[0].data));
    }
  });

  it('continues a long statement on more pages, each numbered within its statement', async () => {
    const doc = statementDocument('Batch');
    writeStatement(doc, sampleDetail(90, 'First Customer'));
    doc.flushPages();
    writeStatement(doc, sampleDetail(2, 'Second Customer'));
    const { text, pages } = await textOf(await finishPdf(doc));
    expect(pages).toBe(4);
    expect(text).toContain('First Customer · Page 3 of 3');
    expect(text).toContain('STATEMENT (continued)');
    expect(text).toContain('Second Customer · Page 1 of 1');
  });
});

describe('statement PDFs on worker threads', () => {
  it('writes many statements across the workers, in order, and names the one that failed', async () => {
    const details = Array.from({ length: 60 }, (_, i) => sampleDetail(2, `Customer ${i}`));
    // A statement whose aging is missing cannot be written; the others still are.
    (details[31] as { aging?: unknown }).aging = undefined;
    const out = await renderStatements(details);
    expect(out).toHaveLength(60);
    expect(out[31].error).toBeTruthy();
    expect(out.filter((r) => r.pdf)).toHaveLength(59);
    expect((await textOf(out[7].pdf as Buffer)).text).toContain('Customer 7');
    expect((await textOf(out[59].pdf as Buffer)).text).toContain('Customer 59');
    await closeRenderPool();
  });
});
