// The visual check of the business documents (docs/documents.md): each PDF, from fixed factory data, is
// rendered to PNG (pdfjs through pdf-parse, drawing on @napi-rs/canvas: both from npm) and compared with the
// committed reference image. A layout change fails here; after checking the new pages by eye, update the
// references with UPDATE_PDF_REFERENCES=1 (the new and differing images are also written to
// test-results/pdf-visual/ for a look).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDocuments } from '../../../../test/factories-documents';
import { seedJobWithWork } from '../../../../test/factories-job-summary';
import { createTestApp, type TestApp } from '../../../../test/harness';

const REFERENCES = resolve(__dirname, '../../../../test/pdf-references');
const OUT = resolve(__dirname, '../../../../../../test-results/pdf-visual');
const UPDATE = process.env.UPDATE_PDF_REFERENCES === '1';
/** A pixel differs when a channel moves more than this (anti-aliasing noise stays under it). */
const CHANNEL_TOLERANCE = 48;
/** At most this share of a page's pixels may differ. */
const MAX_DIFF_RATIO = 0.002;

let t: TestApp;
let admin: string;
let d: Awaited<ReturnType<typeof seedDocuments>>;
let jobId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  d = await seedDocuments(t, admin);
  const { job } = await seedJobWithWork(t, admin, {
    customerId: d.customer.id,
    locationId: d.location.id,
    jobNumber: 'J-3050',
    name: 'Boiler no heat',
    projectName: 'Building A heating',
    poNumber: 'HV-7790',
    completedDate: '2026-11-04T17:30:00Z',
  });
  jobId = job.id;
});
afterAll(() => t.close());

// pdfjs draws the PDF's standard fonts (Helvetica) with the Liberation Sans it ships; without them it
// would fall back to a serif face.
const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

async function pages(pdf: Buffer): Promise<Buffer[]> {
  const { PDFParse } = await import('pdf-parse');
  const shots = await new PDFParse({
    data: new Uint8Array(pdf),
    standardFontDataUrl: STANDARD_FONTS,
  }).getScreenshot({ scale: 1, imageBuffer: true });
  return shots.pages.map((p) => Buffer.from(p.data));
}

async function pixels(png: Buffer) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return {
    width: image.width,
    height: image.height,
    data: ctx.getImageData(0, 0, image.width, image.height).data,
  };
}

/** The share of pixels that differ beyond the tolerance (1 when the sizes differ). */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([pixels(a), pixels(b)]);
  if (x.width !== y.width || x.height !== y.height) return 1;
  let differing = 0;
  for (let i = 0; i < x.data.length; i += 4) {
    if (
      Math.abs(x.data[i] - y.data[i]) > CHANNEL_TOLERANCE ||
      Math.abs(x.data[i + 1] - y.data[i + 1]) > CHANNEL_TOLERANCE ||
      Math.abs(x.data[i + 2] - y.data[i + 2]) > CHANNEL_TOLERANCE
    )
      differing++;
  }
  return differing / (x.width * x.height);
}

async function compare(name: string, url: string) {
  const res = await t.as(admin)({ method: 'GET', url });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const rendered = await pages(res.rawPayload);
  expect(rendered.length).toBeGreaterThan(0);
  mkdirSync(OUT, { recursive: true });
  for (const [i, png] of rendered.entries()) {
    const file = `${name}-page${i + 1}.png`;
    const reference = join(REFERENCES, file);
    writeFileSync(join(OUT, file), png);
    if (UPDATE || !existsSync(reference)) {
      if (!UPDATE)
        throw new Error(`No reference image ${file}: run with UPDATE_PDF_REFERENCES=1 and check it.`);
      mkdirSync(REFERENCES, { recursive: true });
      writeFileSync(reference, png);
      continue;
    }
    const ratio = await difference(png, readFileSync(reference));
    expect(ratio, `${file} differs from its reference (see ${OUT})`).toBeLessThanOrEqual(MAX_DIFF_RATIO);
  }
  // A document that lost a page is a layout change too; updating drops the reference of the page gone.
  const extra = join(REFERENCES, `${name}-page${rendered.length + 1}.png`);
  if (UPDATE) rmSync(extra, { force: true });
  else expect(existsSync(extra), `${name} has fewer pages than its reference`).toBe(false);
}

describe('document PDFs look as their reference images', () => {
  it('invoice', () => compare('invoice', `/invoices/${d.invoice.id}.pdf`));
  it('deposit invoice', () => compare('deposit-invoice', `/invoices/${d.depositId}.pdf`));
  it('bid proposal', () => compare('proposal', `/bids/${d.bid.id}/proposals/${d.proposal.id}.pdf`));
  it('purchase order', () => compare('purchase-order', `/purchaseorders/${d.po.id}.pdf`));
  it('job summary', () =>
    compare(
      'job-summary',
      `/jobs/${jobId}/summary.pdf?type=customer&sections=general,items,tasks,recommendations`,
    ));
});
