import { expect, type Page, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiGet, apiPost, createCustomer } from './locations-api';

const SHOTS = '.tmp/shots';

function dayFromToday(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The value shown under a figure's label on the customer page's Balance card. */
const figure = (page: Page, label: string) =>
  page
    .getByRole('heading', { name: 'Balance', exact: true })
    .locator('xpath=..')
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::*[1]');

/**
 * A customer owes three untaxed invoices (one not due, one 45 and one 100 days late) and has paid part of the
 * oldest: the customer page's Balance card shows the open balance, what is past due in its buckets and the
 * last payment.
 */
test('the Balance card ages what a customer owes', async ({ page }) => {
  await signIn(page);
  const customer = await createCustomer(page, unique('Aging Customer'));
  const invoice = (total: string, dueIn: number) =>
    apiPost<{ id: number }>(page, '/invoices', {
      customerId: customer.id,
      invoiceDate: dayFromToday(dueIn - 30),
      dueDate: dayFromToday(dueIn),
      lines: [{ description: 'Maintenance visit', quantity: '1', unitPrice: total, isTaxable: false }],
    });
  await invoice('120.00', 15);
  await invoice('340.00', -45);
  const oldest = await invoice('1000.00', -100);
  // Paid after the oldest invoice was issued (a payment cannot be dated before what it pays).
  const paidOn = dayFromToday(-110);
  const banks = await apiGet<{ id: number; name: string }[]>(page, '/bankaccounts?bankingAccountTypes=2');
  await apiPost(page, '/invoices/addpayment', {
    customerId: customer.id,
    paymentDate: paidOn,
    amount: '400.00',
    paymentMethodId: 1,
    bankAccountId: banks.find((b) => b.name === 'Operating Checking')?.id,
    applications: [{ invoiceId: oldest.id, amount: '400.00' }],
  });

  await page.goto(`/page/6073/${customer.id}`);
  await expect(figure(page, 'Current balance')).toHaveText('$1,060.00');
  await expect(figure(page, 'Past due')).toHaveText('$940.00');
  await expect(figure(page, '31–60 days late')).toHaveText('$340.00');
  await expect(figure(page, '61–90 days late')).toHaveText('$0.00');
  await expect(figure(page, 'Over 90 days late')).toHaveText('$600.00');
  await expect(figure(page, 'Unapplied credits')).toHaveText('$0.00');
  await expect(figure(page, 'Open invoices')).toHaveText('3');
  await expect(figure(page, 'Last payment')).toHaveText('$400.00');
  await expect(figure(page, 'Last payment').locator('xpath=following-sibling::*[1]')).toHaveText(
    `on ${paidOn.slice(5, 7)}/${paidOn.slice(8, 10)}/${paidOn.slice(0, 4)}`,
  );
  await page
    .getByRole('heading', { name: 'Balance', exact: true })
    .locator('xpath=..')
    .screenshot({
      path: `${SHOTS}/customer-balance-card.png`,
    });
});

/** A demo customer the demo bookkeeping left with past-due invoices shows them on its page. */
test('a demo customer with past-due invoices', async ({ page }) => {
  await signIn(page);
  const pastDue = await apiGet<{ customerId: number }[]>(page, '/invoices/pastDue');
  expect(pastDue.length, 'the demo has past-due invoices').toBeGreaterThan(0);
  await page.goto(`/page/6073/${pastDue[0].customerId}`);
  await expect(figure(page, 'Past due')).not.toHaveText('$0.00');
  await expect(figure(page, 'Open invoices')).not.toHaveText('0');
  await page.screenshot({ path: `${SHOTS}/customer-balance-demo.png`, fullPage: true });
});

/** Receivables are kept in home currency: a CAD customer's card says its figures are home amounts. */
test('an alternate-currency customer sees home-currency figures', async ({ page }) => {
  await signIn(page);
  const found = await apiGet<{ data: { id: number }[] }>(page, '/customers/search?query=Maple%20Leaf');
  await page.goto(`/page/6073/${found.data[0].id}`);
  await expect(page.getByText('Amounts in home currency (the customer uses CAD).')).toBeVisible();
  await expect(figure(page, 'Current balance')).toHaveText(/^-?\$[\d,]+\.\d\d$/);
  await page
    .getByRole('heading', { name: 'Balance', exact: true })
    .locator('xpath=..')
    .screenshot({ path: `${SHOTS}/customer-balance-cad.png` });
});
