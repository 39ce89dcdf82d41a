import { Permission } from '@fieldline/contracts/common/permissions';
import { INVALID_ADDRESS, NO_RECIPIENT } from '@fieldline/contracts/documents/document-email.contract';
import { EmailTemplateType } from '@fieldline/contracts/templates/templates.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, userWith } from '../../../../test/factories';
import { seedDocuments } from '../../../../test/factories-documents';
import { seedJobWithWork } from '../../../../test/factories-job-summary';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { bidProposalSent, bidProposals } from '../../bids/bids.table';
import { mailAttachments, mailMessages } from '../../mail/mail.table';

let t: TestApp;
let admin: string;
let d: Awaited<ReturnType<typeof seedDocuments>>;
let job: Awaited<ReturnType<typeof seedJobWithWork>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  d = await seedDocuments(t, admin);
  job = await seedJobWithWork(t, admin);
});
afterAll(() => t.close());

const get = (url: string, token = admin) => t.as(token)({ method: 'GET', url });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}, token = admin) =>
  t.as(token)({ method: 'POST', url, payload: payload as object, headers });

async function pdfText(body: Buffer): Promise<string> {
  const { PDFParse } = await import('pdf-parse');
  const parsed = await new PDFParse({ data: new Uint8Array(body) }).getText();
  return parsed.text.replace(/\s+/g, ' ');
}

async function pdfOf(url: string) {
  const res = await get(url);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return { res, text: await pdfText(res.rawPayload) };
}

describe('document PDFs', () => {
  it('prints the invoice with its groups, totals exactly as stored, terms and page numbers', async () => {
    const { res, text } = await pdfOf(`/invoices/${d.invoice.id}.pdf`);
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="invoice-${d.invoice.invoiceNumber}.pdf"`,
    );
    expect(text).toContain('INVOICE');
    expect(text).toContain(d.invoice.invoiceNumber);
    expect(text).toContain('Harbor View Apartments');
    expect(text).toContain('PO Box 2210');
    expect(text).toContain('1200 Harbor Blvd');
    expect(text).toContain('Summit Mechanical');
    expect(text).toContain('Remit To'.toUpperCase());
    expect(text).toContain('Subtotal Equipment');
    expect(text).toContain('Subtotal Labor');
    // 1450 + 6.5 × 42 + 4 × 18.50 = 1797.00; labor 3.5 × 125 = 437.50
    expect(text).toContain('$1,797.00');
    expect(text).toContain('$437.50');
    const detail = (await get(`/v1/invoices/${d.invoice.id}`)).json();
    expect(text).toContain(
      `Subtotal $${Number(detail.subTotal).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    expect(text).toContain('Balance Due');
    expect(text).toContain('Net 30');
    expect(text).toMatch(/Page 1 of 1/);
  });

  it('downloads with download=true', async () => {
    const res = await get(`/invoices/${d.invoice.id}.pdf?download=true`);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="invoice-/);
  });

  it('prints the deposit invoice saying Deposit and what was paid', async () => {
    const { text } = await pdfOf(`/invoices/${d.depositId}.pdf`);
    expect(text).toContain('DEPOSIT INVOICE');
    expect(text).toContain('Deposit Received');
    expect(text).toContain('$2,500.00');
    expect(text).toMatch(/Balance Due \$0\.00/);
  });

  it('prints the proposal as the customer sees it: the show flags decide, with an acceptance block', async () => {
    const { text } = await pdfOf(`/bids/${d.bid.id}/proposals/${d.proposal.id}.pdf`);
    expect(text).toContain('PROPOSAL');
    expect(text).toContain('Boiler replacement proposal');
    expect(text).toContain('High-efficiency condensing boiler, 199 MBH');
    expect(text).toContain('$1,450.00');
    // Labor: lines without prices (16 × 125 = 2000 is not shown on the line) but its subtotal is.
    expect(text).toContain('Installation crew, 2 technicians');
    expect(text).toContain('Labor Subtotal $2,000.00');
    expect(text).not.toContain('$125.00');
    // Permits: no detail; the lump sum shows as the group's subtotal.
    expect(text).not.toContain('City mechanical permit');
    expect(text).toContain('Permits and disposal Subtotal $385.00');
    const collection = (await get(`/v1/bids/${d.bid.id}/items`)).json();
    expect(text).toContain(
      `Total $${Number(collection.totals.total).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    expect(text).toContain('Accepted by');
    expect(text).toContain('Signature');
    expect(text).toContain('Date');
  });

  it('prints the purchase order to the supplier and its contact, shipping to the warehouse', async () => {
    const { text } = await pdfOf(`/purchaseorders/${d.po.id}.pdf`);
    expect(text).toContain('PURCHASE ORDER');
    expect(text).toContain(d.po.poNumber);
    expect(text).toContain('Front Range HVAC Supply');
    expect(text).toContain('Attn: Maria Lopez');
    expect(text).toContain('Main Warehouse');
    // 2 × 910 + 24 × 6.25 + 25 × 19 = 1820 + 150 + 475
    expect(text).toContain('Order Total $2,445.00');
  });

  it('prints the job summary: customer type leaves out time and expenses; chosen sections only', async () => {
    const customer = await pdfOf(`/jobs/${job.job.id}/summary.pdf?type=customer`);
    expect(customer.text).toContain('JOB SUMMARY');
    expect(customer.text).toContain(job.job.jobNumber);
    expect(customer.text).toContain('Items');
    expect(customer.text).not.toContain('Diagnose compressor');
    expect(customer.text).not.toContain('Parking');
    const internal = await pdfOf(`/jobs/${job.job.id}/summary.pdf?type=internal`);
    expect(internal.text).toContain('JOB SUMMARY (INTERNAL)');
    expect(internal.text).toContain('Diagnose compressor');
    expect(internal.text).toContain('$12.50');
    const chosen = await pdfOf(`/jobs/${job.job.id}/summary.pdf?type=internal&sections=tasks`);
    expect(chosen.text).toContain('Check refrigerant charge');
    expect(chosen.text).not.toContain('Diagnose compressor');
  });

  it('never shows expense amounts to a reader without the Costs permission', async () => {
    const tech = await userWith(t, admin, [{ id: Permission.Jobs, accessLevel: 1 }]);
    const res = await get(`/jobs/${job.job.id}/summary.pdf?type=internal&sections=expenses`, tech.token);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Parking');
    expect(text).not.toContain('$12.50');
    // A purchase order is costs: refused without Costs.
    const buyer = await userWith(t, admin, [{ id: Permission.PurchaseOrders, accessLevel: 2 }]);
    expect((await get(`/purchaseorders/${d.po.id}.pdf`, buyer.token)).statusCode).toBe(403);
  });

  it('answers 403 without the read permission, 404 for unknown ids, 400 for bad ids', async () => {
    const nobody = (await userWith(t, admin, [])).token;
    for (const url of [
      `/invoices/${d.invoice.id}.pdf`,
      `/bids/${d.bid.id}/proposals/${d.proposal.id}.pdf`,
      `/purchaseorders/${d.po.id}.pdf`,
      `/jobs/${job.job.id}/summary.pdf`,
    ])
      expect((await get(url, nobody)).statusCode, url).toBe(403);
    for (const url of [
      '/invoices/999999.pdf',
      `/bids/${d.bid.id}/proposals/999999.pdf`,
      `/bids/999999/proposals/${d.proposal.id}.pdf`,
      '/purchaseorders/999999.pdf',
      '/jobs/999999/summary.pdf',
    ])
      expect((await get(url)).statusCode, url).toBe(404);
    for (const url of [
      '/invoices/abc.pdf',
      '/invoices/0.pdf',
      '/purchaseorders/-1.pdf',
      '/jobs/x/summary.pdf',
    ])
      expect((await get(url)).statusCode, url).toBe(400);
    const badType = await get(`/jobs/${job.job.id}/summary.pdf?type=everyone`);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors[0].field).toBe('type');
  });

  it('gives the same bytes for the same document (the dates come from the document)', async () => {
    const a = await get(`/invoices/${d.invoice.id}.pdf`);
    const b = await get(`/invoices/${d.invoice.id}.pdf`);
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
  });
});

describe('send-email', () => {
  const message = { subject: 'Invoice from Summit Mechanical', body: 'Hello,\n\nYour invoice is attached.' };

  it('prefills the modal from the billing e-mail, then from the e-mail templates of the type', async () => {
    // The demo's default invoice template renders the draft.
    const plain = await get(`/invoices/${d.invoice.id}/email-draft`);
    expect(plain.statusCode).toBe(200);
    const { emailTemplateId } = (await get('/invoices/email-templateId')).json();
    expect(plain.json()).toMatchObject({
      to: ['ap@harborview.test'],
      attachment: `invoice-${d.invoice.invoiceNumber}.pdf`,
      templateId: emailTemplateId,
      body: expect.stringContaining(d.invoice.invoiceNumber),
    });
    expect(plain.json().body).not.toContain('{{');
    expect((await get(`/purchaseorders/${d.po.id}/email-draft`)).json().to).toEqual([
      'orders@frontrange.test',
    ]);

    const template = (body: Record<string, unknown>) =>
      post('/v1/email-templates', { type: EmailTemplateType.Invoice, body: '<p>Hi</p>', ...body });
    const usual = (
      await template({ name: 'Usual', subject: 'Invoice {{Invoice.Number}}', isDefault: true })
    ).json();
    const reminder = (
      await template({
        name: 'Reminder',
        subject: 'Reminder: {{Invoice.Number}}',
        body: '<p>Due {{Invoice.DueDate}}</p>',
      })
    ).json();
    await post('/v1/email-templates', {
      type: EmailTemplateType.PurchaseOrder,
      name: 'PO',
      subject: 'PO',
      body: 'x',
    });

    const byDefault = (await get(`/invoices/${d.invoice.id}/email-draft`)).json();
    expect(byDefault).toMatchObject({ templateId: usual.id, subject: `Invoice ${d.invoice.invoiceNumber}` });
    expect(byDefault.templates.map((x: { name: string }) => x.name)).toEqual(
      expect.arrayContaining(['Reminder', 'Usual']),
    );
    expect(byDefault.templates.map((x: { name: string }) => x.name)).not.toContain('PO');
    const picked = (await get(`/invoices/${d.invoice.id}/email-draft?templateId=${reminder.id}`)).json();
    expect(picked).toMatchObject({
      templateId: reminder.id,
      subject: `Reminder: ${d.invoice.invoiceNumber}`,
    });
    expect(picked.body).toMatch(/^Due \d\d\/\d\d\/\d{4}$/);
    // A template of another document type does not fit an invoice.
    const po = (await get('/v1/email-templates?type=4'))
      .json()
      .find((x: { name: string }) => x.name === 'PO');
    expect((await get(`/invoices/${d.invoice.id}/email-draft?templateId=${po.id}`)).statusCode).toBe(422);
    expect((await get(`/invoices/${d.invoice.id}/email-draft?templateId=abc`)).statusCode).toBe(400);
  });

  it('refuses bad input naming the field', async () => {
    const url = `/invoices/${d.invoice.id}/send-email`;
    const bad = await post(url, { ...message, to: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'to', message: INVALID_ADDRESS })]);
    const none = await post(url, { ...message, to: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([expect.objectContaining({ field: 'to', message: NO_RECIPIENT })]);
    const noSubject = await post(url, { to: 'a@b.test', subject: '', body: '' });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().errors[0].field).toBe('subject');
    const badCc = await post(url, { ...message, to: 'a@b.test', cc: 'x' });
    expect(badCc.json().errors[0].field).toBe('cc');
    expect((await post('/invoices/999999/send-email', { ...message, to: 'a@b.test' })).statusCode).toBe(404);
  });

  it('queues the message with the PDF attached, related to the invoice; a retry does not duplicate', async () => {
    const url = `/invoices/${d.invoice.id}/send-email`;
    const body = { ...message, to: 'ap@harborview.test; owner@harborview.test', cc: ['me@summitmech.test'] };
    const headers = { 'idempotency-key': 'invoice-send-1' };
    const first = await post(url, body, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      to: ['ap@harborview.test', 'owner@harborview.test'],
      cc: ['me@summitmech.test'],
      attachment: `invoice-${d.invoice.invoiceNumber}.pdf`,
      duplicate: false,
    });
    const again = await post(url, body, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().messageId).toBe(first.json().messageId);
    const related = and(eq(mailMessages.relatedType, 'Invoice'), eq(mailMessages.relatedId, d.invoice.id));
    expect(await countRows(t, mailMessages, related)).toBe(1);
    const [attachment] = await t.database.db
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.messageId, first.json().messageId));
    expect(attachment.contentType).toBe('application/pdf');
    expect(attachment.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(attachment.content)).toContain(d.invoice.invoiceNumber);
    const sent = await get(`/invoices/${d.invoice.id}/emails`);
    expect(sent.json()).toEqual([
      expect.objectContaining({
        to: ['ap@harborview.test', 'owner@harborview.test'],
        subject: message.subject,
        attachmentCount: 1,
      }),
    ]);
  });

  it('needs the document full permission to send', async () => {
    const reader = (await userWith(t, admin, [{ id: Permission.Invoices, accessLevel: 1 }])).token;
    const res = await post(
      `/invoices/${d.invoice.id}/send-email`,
      { ...message, to: 'a@b.test' },
      {},
      reader,
    );
    expect(res.statusCode).toBe(403);
  });

  it('records a sent proposal as a proposal sent record and marks a draft Sent', async () => {
    const res = await post(`/bids/${d.bid.id}/proposals/${d.proposal.id}/send-email`, {
      to: 'ap@harborview.test',
      subject: 'Proposal',
      body: 'Attached.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const sent = await t.database.db
      .select()
      .from(bidProposalSent)
      .where(eq(bidProposalSent.proposalId, d.proposal.id));
    expect(sent).toEqual([expect.objectContaining({ sentTo: 'ap@harborview.test', method: 'Email' })]);
    const [p] = await t.database.db.select().from(bidProposals).where(eq(bidProposals.id, d.proposal.id));
    expect(p.status).toBe('Sent');
    expect((await get(`/bids/${d.bid.id}/proposals/${d.proposal.id}/emails`)).json()).toHaveLength(1);
  });

  it('sends the purchase order and the job summary', async () => {
    const po = await post(`/purchaseorders/${d.po.id}/send-email`, {
      to: 'orders@frontrange.test',
      subject: 'PO',
      body: '',
    });
    expect(po.statusCode, po.body).toBe(200);
    expect(po.json().attachment).toBe(`purchase-order-${d.po.poNumber}.pdf`);
    const summary = await post(`/jobs/${job.job.id}/summary/send-email`, {
      to: 'dana@example.test',
      subject: 'Job summary',
      body: 'Attached.',
      type: 'customer',
    });
    expect(summary.statusCode, summary.body).toBe(200);
    const [m] = await t.database.db
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.messageId, summary.json().messageId));
    const text = await pdfText(m.content);
    expect(text).toContain('JOB SUMMARY');
    expect(text).not.toContain('Parking');
    expect((await get(`/jobs/${job.job.id}/summary/emails`)).json()).toHaveLength(1);
  });
});
