import { Permission } from '@fieldline/contracts/common/permissions';
import {
  EmailTemplateType,
  NO_RECORD_TO_PREVIEW,
  TOKEN_IN_USE,
  TOKEN_NAME_TAKEN,
  unknownTagMessage,
} from '@fieldline/contracts/templates/templates.contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createCustomer, keysOf, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { invoices } from '../invoices';
import { jobs } from '../jobs';
import { mergeTagSource, registerMergeTagSource } from '.';
import { emailTemplates } from './templates.table';

let t: TestApp;
let admin: string;
let invoiceId: number;
let invoiceNumber: string;
let jobId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const [inv] = await t.database.db.select().from(invoices).orderBy(desc(invoices.id)).limit(1);
  invoiceId = inv.id;
  invoiceNumber = inv.invoiceNumber;
  const [job] = await t.database.db.select().from(jobs).orderBy(desc(jobs.id)).limit(1);
  jobId = job.id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const api = (method: Method, url: string, payload?: object, token = admin) =>
  t.as(token)({ method, url, payload });
const fieldsOf = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((e) => e.field).sort();

async function createTemplate(body: Record<string, unknown>) {
  const res = await api('POST', '/v1/email-templates', { type: 1, name: 'T', subject: 'S', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function createToken(name: string, value: string) {
  const res = await api('POST', '/v1/email-tokens', { name, value });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('e-mail templates', () => {
  it('lists the active statement templates with only the asked fields (spec 3 §8)', async () => {
    const res = await api('GET', '/v1/email-templates?isActive=true&type=10&fields=id,name,type,isActive');
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const r of rows) {
      expect(keysOf(r)).toEqual(['id', 'isActive', 'name', 'type']);
      expect(r).toMatchObject({ type: 10, isActive: true });
    }
  });

  it('creates, reads and updates a template; no delete', async () => {
    const created = await createTemplate({ name: 'Thanks', body: '<p>Hi {{Customer.Name}}</p>' });
    expect(created).toMatchObject({ name: 'Thanks', type: 1, typeName: 'Invoice', recordType: 'invoice' });
    const patched = await api('PATCH', `/v1/email-templates/${created.id}`, { isActive: false, version: 1 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      isActive: false,
      version: 2,
      body: '<p>Hi {{Customer.Name}}</p>',
    });
    const stale = await api('PATCH', `/v1/email-templates/${created.id}`, { name: 'x', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await api('GET', `/v1/email-templates/${created.id}`)).json().name).toBe('Thanks');
    expect((await api('DELETE', `/v1/email-templates/${created.id}`)).statusCode).toBe(404);
    expect((await api('GET', '/v1/email-templates/987654')).statusCode).toBe(404);
  });

  it('refuses a tag nobody provides, naming it on the field', async () => {
    const res = await api('POST', '/v1/email-templates', {
      type: 1,
      name: 'Bad',
      subject: 'Invoice {{Invoice.Numbr}}',
      body: '<p>{{ Job.Number }} {{Invoice.Number}}</p>',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'subject', message: unknownTagMessage(['Invoice.Numbr']) },
      { field: 'body', message: unknownTagMessage(['Job.Number']) },
    ]);
    const ok = await createTemplate({ body: '{{Invoice.Number}}' });
    // Changing the type re-checks the kept body against the new type's tags.
    const retyped = await api('PATCH', `/v1/email-templates/${ok.id}`, {
      type: EmailTemplateType.JobSummary,
    });
    expect(retyped.statusCode).toBe(400);
    expect(retyped.json().errors[0]).toEqual({
      field: 'body',
      message: 'Unknown merge tag {{Invoice.Number}}.',
    });
  });

  it('refuses bad input naming the fields', async () => {
    const res = await api('POST', '/v1/email-templates', { type: 99, name: '', subject: 'x'.repeat(501) });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['name', 'subject', 'type']);
    const q = await api('GET', '/v1/email-templates?type=11&isActive=maybe');
    expect(fieldsOf(q.json())).toEqual(['isActive', 'type']);
    expect((await api('PATCH', '/v1/email-templates/1', {})).statusCode).toBe(400);
    expect((await api('GET', '/v1/email-templates/abc')).statusCode).toBe(400);
  });

  it('keeps one default per type', async () => {
    const a = await createTemplate({ type: 7, name: 'General A', isDefault: true });
    const b = await createTemplate({ type: 7, name: 'General B', isDefault: true });
    const [rowA] = await t.database.db.select().from(emailTemplates).where(eq(emailTemplates.id, a.id));
    expect(rowA.isDefault).toBe(false);
    expect((await api('GET', `/v1/email-templates/${b.id}`)).json().isDefault).toBe(true);
  });
});

describe('rendering', () => {
  it("answers the default invoice template's id and renders it for an invoice", async () => {
    const idRes = await api('GET', '/invoices/email-templateId');
    expect(idRes.statusCode).toBe(200);
    const { emailTemplateId } = idRes.json();
    const [row] = await t.database.db
      .select()
      .from(emailTemplates)
      .where(eq(emailTemplates.id, emailTemplateId));
    expect(row).toMatchObject({ type: 1, isDefault: true, isActive: true });
    const res = await api('GET', `/invoices/${invoiceId}/email-template/${emailTemplateId}`);
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.subject).toBe(`Invoice ${invoiceNumber} from Summit Mechanical & Electric`);
    expect(r.html).toContain('Summit Mechanical &amp; Electric');
    expect(r.html).not.toContain('{{');
    expect(r.text).toContain('Summit Mechanical & Electric');
    expect(r.text).not.toMatch(/<p>|&amp;/);
    expect(r).toMatchObject({
      recordType: 'invoice',
      recordId: invoiceId,
      recordLabel: `Invoice ${invoiceNumber}`,
    });
  });

  it('escapes values in HTML bodies, not in the subject, and renders an empty value empty', async () => {
    await createToken('Markup', '<b>A & B</b>');
    await createToken('Nothing', '');
    const tpl = await createTemplate({
      subject: '{{Token.Markup}} [{{Token.Nothing}}]',
      body: '<p>[{{Token.Markup}}] [{{Token.Nothing}}] [{{Invoice.Notes}}]</p>',
    });
    const r = (await api('GET', `/invoices/${invoiceId}/email-template/${tpl.id}`)).json();
    expect(r.subject).toBe('<b>A & B</b> []');
    expect(r.html).toMatch(/^<p>\[&lt;b&gt;A &amp; B&lt;\/b&gt;\] \[\] \[[^{}]*\]<\/p>$/);
    expect(r.text).toMatch(/^\[<b>A & B<\/b>\] \[\] \[/);
  });

  it('renders a job template for a job and refuses it for an invoice', async () => {
    const [summary] = await t.database.db
      .select()
      .from(emailTemplates)
      .where(eq(emailTemplates.type, EmailTemplateType.JobSummary));
    const ok = await api('GET', `/v1/email-templates/${summary.id}/preview?recordId=${jobId}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().subject).toMatch(/^Summary of job \S+: /);
    const wrong = await api('GET', `/invoices/${invoiceId}/email-template/${summary.id}`);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('This template is for job records, not invoice records.');
    expect((await api('GET', `/v1/email-templates/${summary.id}/preview?recordId=987654`)).statusCode).toBe(
      404,
    );
    expect((await api('GET', `/invoices/${invoiceId}/email-template/987654`)).statusCode).toBe(404);
  });

  it('renders a general (customer) template from an invoice: related records fit', async () => {
    const general = await createTemplate({ type: 7, name: 'Hello', subject: 'Hello {{Customer.Name}}' });
    const res = await api('GET', `/invoices/${invoiceId}/email-template/${general.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().subject).toMatch(/^Hello \S/);
  });

  it('previews an e-mail template with the newest record or the one named', async () => {
    const tpl = await createTemplate({ subject: 'Invoice {{Invoice.Number}}' });
    const newest = await api('GET', `/v1/email-templates/${tpl.id}/preview`);
    expect(newest.json().subject).toBe(`Invoice ${invoiceNumber}`);
    const missing = await api('GET', `/v1/email-templates/${tpl.id}/preview?recordId=987654`);
    expect(missing.statusCode).toBe(404);
  });
});

describe('statements (type 10) and the registry', () => {
  it('renders a statement template with the tags a money-layer module registers', async () => {
    const customer = await createCustomer(t, admin, { name: 'Statement Test Co' });
    const refused = await api('POST', '/v1/email-templates', {
      type: 10,
      name: 'x',
      subject: '{{Statement.ClosingBalance}}',
    });
    expect(refused.statusCode).toBe(400);

    // A money-layer module registers its own statement source: its tags become usable in type 10.
    // The real one is put back afterwards: test files may share this module registry (isolate: false).
    const real = mergeTagSource('statement');
    onTestFinished(() => {
      if (real) registerMergeTagSource(real);
    });
    registerMergeTagSource({
      recordType: 'statement',
      label: 'Statement',
      related: ['customer'],
      tags: [{ tag: 'Statement.ClosingBalance', description: 'Closing balance', example: '$10.00' }],
      newestId: async () => 7,
      load: async (_db, id) =>
        id === 7
          ? {
              label: 'Statement 7',
              values: { 'Statement.ClosingBalance': '$12.34' },
              related: { customer: customer.id },
            }
          : null,
    });
    const withTag = await createTemplate({
      type: 10,
      name: 'Stmt 2',
      subject: '{{Customer.Name}} owes {{Statement.ClosingBalance}}',
    });
    const preview = (await api('GET', `/v1/email-templates/${withTag.id}/preview`)).json();
    expect(preview.subject).toBe('Statement Test Co owes $12.34');
  });
});

describe('message templates and merge tags', () => {
  it('lists every tag with a description and an example, narrowed by record type', async () => {
    const all = (await api('GET', '/v1/messagetemplates/getmergetags')).json();
    expect(all.recordTypes.map((r: { recordType: string }) => r.recordType)).toEqual(
      expect.arrayContaining(['customer', 'invoice', 'job', 'bid', 'purchaseOrder', 'statement']),
    );
    for (const tag of all.tags) {
      expect(tag.description, tag.tag).not.toBe('');
      expect(typeof tag.example).toBe('string');
    }
    const invoice = (await api('GET', '/v1/messagetemplates/getmergetags?recordType=invoice')).json();
    const names = invoice.tags.map((x: { tag: string }) => x.tag);
    expect(names).toEqual(
      expect.arrayContaining(['Invoice.Number', 'Customer.Name', 'Company.Name', 'Token.Slogan']),
    );
    expect(names).not.toContain('Job.Number');
    const byType = (await api('GET', '/v1/messagetemplates/getmergetags?emailTemplateType=5')).json();
    expect(byType.tags.map((x: { tag: string }) => x.tag)).toContain('Job.Number');
    const bad = await api('GET', '/v1/messagetemplates/getmergetags?emailTemplateType=99');
    expect(fieldsOf(bad.json())).toEqual(['emailTemplateType']);
  });

  it('creates, lists, updates and previews a message template with a real job', async () => {
    const res = await api('POST', '/v1/messagetemplates', {
      name: 'On the way',
      recordType: 'job',
      body: 'Job {{Job.Number}} for {{Customer.Name}} & co: tech on the way. {{Token.SupportPhone}}',
    });
    expect(res.statusCode, res.body).toBe(201);
    const tpl = res.json();
    const list = (await api('GET', '/v1/messagetemplates?recordType=job&fields=id,name')).json();
    expect(list).toContainEqual({ id: tpl.id, name: 'On the way' });
    const preview = await api('GET', `/v1/messagetemplates/previewTemplate/${tpl.id}?recordId=${jobId}`);
    expect(preview.statusCode).toBe(200);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, jobId));
    // Plain text: nothing escaped.
    expect(preview.json().text).toMatch(
      new RegExp(`^Job ${job.jobNumber} for .+ & co: tech on the way\\. 303-555-0199$`),
    );
    expect(preview.json().html).toBeNull();
    const patched = await api('PATCH', `/v1/messagetemplates/${tpl.id}`, { body: '{{Invoice.Number}}' });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().errors).toEqual([
      { field: 'body', message: unknownTagMessage(['Invoice.Number']) },
    ]);
    const ok = await api('PATCH', `/v1/messagetemplates/${tpl.id}`, { name: 'Tech on the way' });
    expect(ok.json()).toMatchObject({ name: 'Tech on the way', version: 2 });
  });

  it('refuses an unknown record type and bad input', async () => {
    const res = await api('POST', '/v1/messagetemplates', { name: 'x', recordType: 'spaceship', body: 'x' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['recordType']);
    const bad = await api('POST', '/v1/messagetemplates', {
      name: 'x'.repeat(101),
      recordType: 'job 1',
      body: '',
    });
    expect(fieldsOf(bad.json())).toEqual(['body', 'name', 'recordType']);
    expect((await api('GET', '/v1/messagetemplates/previewTemplate/987654')).statusCode).toBe(404);
  });

  it('says so when there is no record to preview with', async () => {
    registerMergeTagSource({
      recordType: 'emptyKind',
      label: 'EmptyKind',
      tags: [],
      newestId: async () => null,
      load: async () => null,
    });
    const res = await api('POST', '/v1/messagetemplates', { name: 'x', recordType: 'emptyKind', body: 'x' });
    const preview = await api('GET', `/v1/messagetemplates/previewTemplate/${res.json().id}`);
    expect(preview.statusCode).toBe(422);
    expect(preview.json().message).toBe(NO_RECORD_TO_PREVIEW);
  });

  it("previews the editor's unsaved text, refusing unknown tags", async () => {
    const ok = await api('POST', '/v1/messagetemplates/preview', {
      recordType: 'invoice',
      recordId: invoiceId,
      subject: '#{{Invoice.Number}}',
      body: '<p>{{Company.Name}}</p>',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      subject: `#${invoiceNumber}`,
      html: '<p>Summit Mechanical &amp; Electric</p>',
    });
    const bad = await api('POST', '/v1/messagetemplates/preview', {
      recordType: 'invoice',
      body: '{{Nope}}',
    });
    expect(bad.json().errors).toEqual([{ field: 'body', message: unknownTagMessage(['Nope']) }]);
  });
});

describe('e-mail tokens', () => {
  it('creates, finds, updates; refuses a taken name and a renamed token in use', async () => {
    const tok = await createToken('Hours', 'Mon-Fri 7-5');
    expect(tok).toMatchObject({ name: 'Hours', tag: 'Token.Hours', isActive: true });
    const dup = await api('POST', '/v1/email-tokens', { name: 'hours', value: 'x' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(TOKEN_NAME_TAKEN);
    const found = (await api('GET', '/v1/email-tokens/search?query=mon-fri')).json();
    expect(found).toMatchObject({ count_filtered: 1, data: [{ id: tok.id }] });
    expect((await api('GET', `/v1/email-tokens/${tok.id}`)).json().value).toBe('Mon-Fri 7-5');
    expect((await api('GET', '/v1/email-tokens?isActive=true')).json().length).toBeGreaterThan(3);
    await createTemplate({ name: 'Uses hours', body: 'Open {{ token.hours }}' });
    const rename = await api('PATCH', `/v1/email-tokens/${tok.id}`, { name: 'OpenHours' });
    expect(rename.statusCode).toBe(422);
    expect(rename.json().message).toBe(TOKEN_IN_USE('Hours', 'Uses hours'));
    const value = await api('PATCH', `/v1/email-tokens/${tok.id}`, { value: 'Mon-Sat 7-5' });
    expect(value.json()).toMatchObject({ value: 'Mon-Sat 7-5', version: 2 });
  });

  it('refuses bad names naming the field', async () => {
    const res = await api('POST', '/v1/email-tokens', { name: 'has space', value: 'x'.repeat(2001) });
    expect(fieldsOf(res.json())).toEqual(['name', 'value']);
    const q = await api('GET', '/v1/email-tokens/search?limit=0');
    expect(fieldsOf(q.json())).toEqual(['limit']);
  });
});

describe('permissions', () => {
  const reads = [
    '/v1/email-templates',
    '/v1/email-templates/1',
    '/v1/email-templates/1/preview',
    '/v1/messagetemplates',
    '/v1/messagetemplates/1',
    '/v1/messagetemplates/getmergetags',
    '/v1/messagetemplates/previewTemplate/1',
    '/v1/email-tokens',
    '/v1/email-tokens/search',
    '/v1/email-tokens/1',
    '/v1/notifications',
  ];
  const writes: [Method, string, object?][] = [
    ['POST', '/v1/email-templates', { type: 1, name: 'x', subject: 'x' }],
    ['PATCH', '/v1/email-templates/1', { name: 'x' }],
    ['POST', '/v1/messagetemplates', { name: 'x', recordType: 'job', body: 'x' }],
    ['PATCH', '/v1/messagetemplates/1', { name: 'x' }],
    ['POST', '/v1/email-tokens', { name: 'x' }],
    ['PATCH', '/v1/email-tokens/1', { name: 'x' }],
    ['GET', '/v1/notifications/1/add'],
    ['GET', '/v1/notifications/1/copy'],
    ['PATCH', '/v1/notifications/1', { name: 'x' }],
    ['DELETE', '/v1/notifications/1'],
    ['DELETE', '/v1/notifications/1/emailoptout'],
  ];

  it('refuses a technician and a user without Notifications (1019)', async () => {
    const technician = await t.login('sam.ortiz@example.com');
    const nobody = (await userWith(t, admin, [{ id: Permission.Invoices, accessLevel: 2 }])).token;
    for (const token of [technician, nobody]) {
      for (const url of reads) expect((await api('GET', url, undefined, token)).statusCode, url).toBe(403);
      for (const [m, url, body] of writes) expect((await api(m, url, body, token)).statusCode, url).toBe(403);
    }
  });

  it('lets read access read but not write', async () => {
    const reader = (await userWith(t, admin, [{ id: Permission.Notifications, accessLevel: 1 }])).token;
    expect((await api('GET', '/v1/email-templates', undefined, reader)).statusCode).toBe(200);
    for (const [m, url, body] of writes) expect((await api(m, url, body, reader)).statusCode, url).toBe(403);
  });

  it('asks Invoices for the second API calls', async () => {
    const templatesOnly = (await userWith(t, admin, [{ id: Permission.Notifications, accessLevel: 2 }]))
      .token;
    for (const url of [
      '/invoices/email-templateId',
      `/invoices/${invoiceId}/email-template/1`,
      `/jobs/${jobId}/email-template/1`,
    ])
      expect((await api('GET', url, undefined, templatesOnly)).statusCode, url).toBe(403);
    expect((await t.as(null)({ method: 'GET', url: '/invoices/email-templateId' })).statusCode).toBe(401);
  });
});
