import { Permission } from '@fieldline/contracts/common/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import { seedJobWithWork } from '../../../test/factories-job-summary';
import { createTestApp, type TestApp } from '../../../test/harness';
import { jobSignoffs } from '../jobs/jobs.table';

let t: TestApp;
let admin: string;
let a: Awaited<ReturnType<typeof seedJobWithWork>>;
let b: Awaited<ReturnType<typeof seedJobWithWork>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  a = await seedJobWithWork(t, admin);
  b = await seedJobWithWork(t, admin);
});
afterAll(() => t.close());

const get = (url: string, token = admin) => t.as(token)({ method: 'GET', url });

async function pdfText(body: Buffer): Promise<string> {
  const { PDFParse } = await import('pdf-parse');
  const parsed = await new PDFParse({ data: new Uint8Array(body) }).getText();
  return parsed.text.replace(/\s+/g, ' ');
}

describe('job PDFs', () => {
  it('writes the checklist with its questions and answers', async () => {
    const res = await get(`/jobs/${a.job.id}/checklists/${a.checklist.id}.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="checklist-.*\.pdf"$/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Rooftop Unit Inspection');
    expect(text).toContain(a.job.jobNumber);
    expect(text).toContain(a.job.name);
    expect(text).toContain('Filter replaced?');
    expect(text).toContain('Yes');
    expect(text).toContain('Discharge temperature');
    expect(text).toContain('54');
    // q3 has no answer.
    expect(text).toContain('Not answered');
    expect(text).toContain('Rooftop unit 1');
  });

  it('writes the signoff with name, e-mail, note and the signature image', async () => {
    const res = await get(`/jobs/${a.job.id}/signoffs/${a.signoff.id}.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Job Signoff');
    expect(text).toContain('Dana Whitfield');
    expect(text).toContain('dana@example.test');
    expect(text).toContain('Work accepted, unit cooling.');
    expect(text).not.toContain('No signature image was captured.');
    // The embedded PNG makes an image XObject.
    expect(res.rawPayload.toString('latin1')).toContain('/Subtype /Image');
  });

  it('says so when a signoff has no signature image', async () => {
    const [bare] = await t.database.db
      .insert(jobSignoffs)
      .values({ jobId: a.job.id, signatureName: 'No Image', signatureImage: 'not-a-data-url' })
      .returning();
    const res = await get(`/jobs/${a.job.id}/signoffs/${bare.id}.pdf`);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('No Image');
    expect(text).toContain('No signature image was captured.');
  });

  it("answers 404 for another job's checklist or signoff and for unknown ids", async () => {
    expect((await get(`/jobs/${a.job.id}/checklists/${b.checklist.id}.pdf`)).statusCode).toBe(404);
    expect((await get(`/jobs/${a.job.id}/signoffs/${b.signoff.id}.pdf`)).statusCode).toBe(404);
    const missing = await get(`/jobs/${a.job.id}/signoffs/999999.pdf`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('SIGNOFF_NOT_FOUND');
    expect((await get(`/jobs/999999/checklists/${a.checklist.id}.pdf`)).statusCode).toBe(404);
  });

  it('answers 400 for bad ids and 403 without the Jobs permission', async () => {
    const bad = await get(`/jobs/${a.job.id}/signoffs/abc.pdf`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['x']);
    const nobody = await userWith(t, admin, [{ id: Permission.Items, accessLevel: 2 }]);
    expect((await get(`/jobs/${a.job.id}/signoffs/${a.signoff.id}.pdf`, nobody.token)).statusCode).toBe(403);
    expect((await get(`/jobs/${a.job.id}/checklists/${a.checklist.id}.pdf`, nobody.token)).statusCode).toBe(
      403,
    );
  });
});
