import { expect, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiGet, apiPost, createCustomer } from './locations-api';

const SHOTS = `${process.cwd()}/.tmp/shots`;

interface Period {
  id: number;
  name: string;
  isClosed: boolean;
}

/**
 * Issue 14: an invoice of a closed month can be voided; the dialog says the void posts on the first open
 * day after the closed period, and the void's answer posts it there.
 */
test('voiding an invoice of a closed period states where the void is posted', async ({ page }) => {
  await signIn(page);
  const customer = await createCustomer(page, unique('Closed Period Customer'));
  const invoice = await apiPost<{ id: number; invoiceNumber: string }>(page, '/invoices', {
    customerId: customer.id,
    invoiceDate: '2026-03-10',
    lines: [{ description: 'Spring tune-up', quantity: '1', unitPrice: '180', isTaxable: false }],
  });

  // Close March 2026 on Accounting -> Calendar Periods.
  await page.goto('/accounting/periods');
  await expect(page.getByRole('heading', { name: 'Calendar Periods' })).toBeVisible();
  const periods = page.getByRole('table', { name: 'Calendar periods' });
  const march = periods.getByRole('row', { name: /March 2026/ });
  let closedHere = false;
  try {
    const close = march.getByRole('button', { name: 'Close March 2026' });
    await expect(close).toBeVisible();
    await close.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close period' }).click();
    closedHere = true;
    await expect(march.getByText('Closed', { exact: true })).toBeVisible();

    // Void the invoice with a date inside March: the dialog says where it will post.
    await page.goto(`/invoices/${invoice.id}`);
    await page.getByRole('button', { name: 'Void', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Void invoice ${invoice.invoiceNumber}` });
    const date = dialog.getByLabel('Void date');
    await date.fill('03/20/2026');
    await date.press('Tab');
    const notice = dialog.getByTestId('void-posting-notice');
    await expect(notice).toHaveText('March 2026 is closed; the void will be posted on 04/01/2026.');
    await dialog.getByLabel('Reason').fill('Duplicate of another invoice');
    await page.screenshot({ path: `${SHOTS}/void-closed-period.png` });

    const answer = page.waitForResponse((r) => r.url().endsWith(`/v1/invoices/${invoice.id}/void`));
    await dialog.getByRole('button', { name: 'Void Invoice' }).click();
    const body = await (await answer).json();
    expect(body).toMatchObject({
      status: 'Void',
      voidPostedOn: '2026-04-01',
      voidNotice: 'March 2026 is closed; the void will be posted on 04/01/2026.',
    });
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Void', { exact: true }).first()).toBeVisible();
  } finally {
    if (closedHere) {
      const calendars = await apiGet<{ data: { id: number; fiscalYear: number }[] }>(
        page,
        '/calendar/search?limit=200',
      );
      const fy = calendars.data.find((c) => c.fiscalYear === 2026);
      const cal = await apiGet<{ periods: Period[] }>(page, `/calendar/${fy?.id}`);
      const p = cal.periods.find((x) => x.name === 'March 2026');
      if (p)
        await page.request.patch(`/v1/calendarperiods/${p.id}/data`, {
          data: { isClosed: false },
          headers: { 'X-Requested-With': 'fieldline' },
        });
    }
  }
});
