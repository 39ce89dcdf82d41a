import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';
import { apiGet, apiPost } from './locations-api';

const SHOTS = `${process.cwd()}/.tmp/shots`;

/** Clicks Print and answers the response the new tab received for the PDF. */
async function printFrom(page: Page, click: () => Promise<void>) {
  const pdfResponse = page.context().waitForEvent('response', (r) => /\.pdf(\?|$)/.test(r.url()));
  const popup = page.waitForEvent('popup');
  await click();
  const [tab, res] = await Promise.all([popup, pdfResponse]);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect(res.headers()['content-disposition']).toMatch(/^inline; filename=".+\.pdf"$/);
  await tab.close();
  return res;
}

test('e-mail an invoice and read it in the outbox with its PDF', async ({ page }) => {
  await signIn(page);
  const { data } = await apiGet<{ data: { id: number; invoiceNumber: string }[] }>(
    page,
    '/invoices/search?status=Open&invoiceType=Invoice&limit=1',
  );
  const invoice = data[0];
  await page.goto(`/invoices/${invoice.id}`);
  await expect(page.getByRole('heading', { name: `Invoice ${invoice.invoiceNumber}` })).toBeVisible();
  await expect(page.getByTestId('sent-emails')).toContainText('Not e-mailed yet.');

  await page.getByRole('button', { name: 'E-mail' }).click();
  const dialog = page.getByRole('dialog', { name: `E-mail Invoice ${invoice.invoiceNumber}` });
  await expect(dialog.getByLabel('Subject')).toHaveValue(
    new RegExp(`^Invoice ${invoice.invoiceNumber} from `),
  );
  await expect(dialog.getByTestId('email-attachment')).toHaveText(`invoice-${invoice.invoiceNumber}.pdf`);
  // A bad address is refused beside the field.
  await dialog.getByLabel('To').fill('not an address');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Enter valid e-mail addresses, separated by commas.')).toBeVisible();
  await dialog.getByLabel('To').fill('ap@customer.example');
  await dialog.getByLabel('Cc').fill('office@customer.example');
  const subject = `Invoice ${invoice.invoiceNumber} (e2e)`;
  await dialog.getByLabel('Subject').fill(subject);
  await page.screenshot({ path: `${SHOTS}/document-email-modal.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  const sent = page.getByTestId('sent-emails');
  await expect(sent).toContainText('ap@customer.example');
  await expect(sent).toContainText('cc office@customer.example');
  await page.screenshot({ path: `${SHOTS}/invoice-sent.png`, fullPage: true });

  await sent.getByRole('link', { name: subject }).click();
  await expect(
    page.getByRole('heading', { name: new RegExp(subject.replace(/[()]/g, '\\$&')) }),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: `invoice-${invoice.invoiceNumber}.pdf` }).click();
  const file = await download;
  const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test('print a bid proposal and a purchase order', async ({ page }) => {
  await signIn(page);
  const bids = await apiGet<{ data: { id: number }[] }>(page, '/bids/search?limit=1&status=Open');
  const bid = bids.data[0];
  const proposal = await apiPost<{ id: number; name: string }>(page, `/bids/${bid.id}/proposals`, {
    name: 'Printed proposal (e2e)',
    introduction: 'Thank you for the opportunity to quote this work.',
    terms: 'Quote valid for 30 days.',
  });
  await page.goto(`/page/6085/${bid.id}`);
  await page.getByRole('tab', { name: 'Proposals' }).click();
  const card = page.getByLabel(`Proposal ${proposal.name}`);
  await expect(card).toBeVisible();
  await printFrom(page, () => card.getByRole('link', { name: 'Print' }).click());
  await page.screenshot({ path: `${SHOTS}/proposal-actions.png`, fullPage: true });

  const pos = await apiGet<{ data: { id: number; poNumber: string }[] }>(page, '/purchaseorders?limit=1');
  const po = pos.data[0];
  await page.goto(`/page/6083/${po.id}`);
  await expect(page.getByRole('link', { name: 'Print' })).toBeVisible();
  await printFrom(page, () => page.getByRole('link', { name: 'Print' }).click());
  // Download asks for the same PDF as an attachment.
  await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    `/purchaseorders/${po.id}.pdf?download=true`,
  );
  await page.screenshot({ path: `${SHOTS}/purchase-order-actions.png`, fullPage: true });
});

test('print the job summary as configured and e-mail it', async ({ page }) => {
  await signIn(page);
  const jobs = await apiGet<{ data: { id: number; jobNumber: string }[] }>(page, '/jobs/search?limit=1');
  const job = jobs.data[0];
  await page.goto(`/page/6081/${job.id}`);
  await page.getByRole('tab', { name: 'Summary' }).click();
  const summary = page.getByTestId('job-summary');
  await expect(summary.getByRole('link', { name: 'Print' })).toHaveAttribute(
    'href',
    new RegExp(`^/jobs/${job.id}/summary\\.pdf\\?type=internal&sections=`),
  );
  const res = await printFrom(page, () => summary.getByRole('link', { name: 'Print' }).click());
  expect(res.url()).toContain('type=internal');

  await summary.getByRole('button', { name: 'E-mail' }).click();
  const dialog = page.getByRole('dialog', { name: `E-mail Job ${job.jobNumber} summary` });
  await dialog.getByLabel('To').fill('site.manager@customer.example');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('sent-emails')).toContainText('site.manager@customer.example');
  await page.screenshot({ path: `${SHOTS}/job-summary-actions.png`, fullPage: true });
});
