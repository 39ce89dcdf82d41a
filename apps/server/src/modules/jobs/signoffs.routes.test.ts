import { Permission } from '@fieldline/contracts/common/permissions';
import { JOB_WORK_MESSAGES, SIGNATURE_MAX_CHARS } from '@fieldline/contracts/jobs/job-work.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, userWith } from '../../../test/factories';
import { seedJob } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { jobSignoffs } from './jobs.table';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  t.as(token)({ method, url, payload: payload as object });
const errors = (res: { json(): { errors?: { field: string; message: string }[] } }) =>
  res.json().errors ?? [];

/** A real 1×1 PNG. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('job signoffs', () => {
  it('creates with a PNG signature, lists without the image, reads it back and deletes', async () => {
    const job = await seedJob(t, admin);
    const res = await api('POST', `/v1/jobs/${job.id}/signoffs`, {
      signatureName: ' Pat Customer ',
      signatureEmail: 'pat@example.com',
      signatureImage: PNG,
      note: 'All good',
    });
    expect(res.statusCode).toBe(201);
    const s = res.json();
    expect(s).toMatchObject({
      jobId: job.id,
      signatureName: 'Pat Customer',
      signatureEmail: 'pat@example.com',
      signatureImage: PNG,
      hasSignature: true,
      note: 'All good',
    });
    expect(s.createdBy.displayName).not.toBe('');

    const unsigned = await api('POST', `/v1/jobs/${job.id}/signoffs`, { signatureName: 'Sam' });
    expect(unsigned.json()).toMatchObject({ signatureEmail: '', signatureImage: null, hasSignature: false });

    const list = (await api('GET', `/v1/jobs/${job.id}/signoffs`)).json();
    expect(list.map((x: { id: number }) => x.id)).toEqual([s.id, unsigned.json().id]);
    expect(list[0]).not.toHaveProperty('signatureImage');
    expect((await api('GET', `/v1/jobs/${job.id}/signoffs/${s.id}`)).json().signatureImage).toBe(PNG);

    expect((await api('DELETE', `/v1/jobs/${job.id}/signoffs/${s.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/jobs/${job.id}/signoffs/${s.id}`)).statusCode).toBe(404);
  });

  it('requires a name, validates the e-mail and accepts only a PNG data URL of limited size', async () => {
    const job = await seedJob(t, admin);
    const bad = await api('POST', `/v1/jobs/${job.id}/signoffs`, {
      signatureName: '  ',
      signatureEmail: 'not-an-email',
      signatureImage: 'data:image/jpeg;base64,/9j/4AAQ',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      errors(bad)
        .map((e) => e.field)
        .sort(),
    ).toEqual(['signatureEmail', 'signatureImage', 'signatureName']);
    expect(errors(bad).find((e) => e.field === 'signatureImage')!.message).toBe(
      JOB_WORK_MESSAGES.signatureFormat,
    );

    const huge = await api('POST', `/v1/jobs/${job.id}/signoffs`, {
      signatureName: 'Pat',
      signatureImage: PNG + 'A'.repeat(SIGNATURE_MAX_CHARS),
    });
    expect(huge.statusCode).toBe(400);
    expect(errors(huge)[0]).toEqual({
      field: 'signatureImage',
      message: JOB_WORK_MESSAGES.signatureTooLarge,
    });
    expect(await countRows(t, jobSignoffs, eq(jobSignoffs.jobId, job.id))).toBe(0);
  });

  it('answers 404 for an unknown job or signoff and 403 without the permission', async () => {
    const job = await seedJob(t, admin);
    const other = await seedJob(t, admin);
    const s = (await api('POST', `/v1/jobs/${job.id}/signoffs`, { signatureName: 'Pat' })).json();
    expect((await api('GET', '/v1/jobs/999999/signoffs')).statusCode).toBe(404);
    expect((await api('POST', '/v1/jobs/999999/signoffs', { signatureName: 'Pat' })).statusCode).toBe(404);
    expect((await api('GET', `/v1/jobs/${other.id}/signoffs/${s.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/v1/jobs/${other.id}/signoffs/${s.id}`)).statusCode).toBe(404);
    const reader = await userWith(t, admin, [{ id: Permission.Jobs, accessLevel: 1 }]);
    expect((await api('GET', `/v1/jobs/${job.id}/signoffs`, undefined, reader.token)).statusCode).toBe(200);
    expect(
      (await api('POST', `/v1/jobs/${job.id}/signoffs`, { signatureName: 'X' }, reader.token)).statusCode,
    ).toBe(403);
    expect(
      (await api('DELETE', `/v1/jobs/${job.id}/signoffs/${s.id}`, undefined, reader.token)).statusCode,
    ).toBe(403);
  });
});
