import { expect, type Page, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiGet, apiPost, createCustomer } from './locations-api';

const SHOTS = `${process.cwd()}/.tmp/shots`;

/** The Visa test card saved for the customer as the card form does it: the test gateway, then the token. */
async function saveVisa(page: Page, customerId: number) {
  const tok = await page.request.post('/test-gateway/tokens', {
    data: { number: '4242424242424242', expMonth: 12, expYear: 2031, cvc: '123' },
  });
  const { token } = (await tok.json()) as { token: string };
  await apiPost(page, `/payment-tokens/${customerId}`, { token, nameOnCard: 'Jane Q. Buyer' });
}

// An office user stores a customer's card through the offline test gateway: the form's rules in the spec's
// words, a declined test card in the gateway's words, then a good card listed as primary; the card number
// never goes to the API.
test('cards: add a customer card through the test gateway, see declines and the card list', async ({
  page,
}) => {
  await signIn(page);
  const customer = await createCustomer(page, unique('Card Customer'));
  const apiBodies: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v1/')) apiBodies.push(r.postData() ?? '');
  });
  await page.goto(`/page/6073/${customer.id}`);
  await page.getByRole('tab', { name: 'Cards' }).click();
  await expect(page.getByRole('table', { name: 'Stored cards' })).toContainText('No stored cards.');
  await page.getByRole('button', { name: 'Add credit card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new credit card' });
  await expect(dialog).toContainText('Test gateway: no money moves');
  await dialog.getByRole('button', { name: 'Add Card' }).click();
  for (const message of ['Name of Card is required', 'Invalid card length', 'Invalid date', 'Invalid CVV'])
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Name on card' }).fill('Jane Q. Buyer');
  await dialog.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002');
  // December of the year the picker opens on is never before this month.
  await dialog.getByRole('button', { name: 'Expiry' }).click();
  await page.getByRole('button', { name: 'Dec', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'CVV' }).fill('123');
  await dialog.getByRole('textbox', { name: 'Friendly name' }).fill('Office Visa');
  await expect(dialog.getByRole('img', { name: 'Card preview' })).toContainText('•••• 0002');
  await dialog.getByRole('button', { name: 'Add Card' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Your card was declined.');

  await dialog.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.screenshot({ path: `${SHOTS}/card-modal.png` });
  await dialog.getByRole('button', { name: 'Add Card' }).click();
  await expect(dialog).toBeHidden();
  const list = page.getByRole('table', { name: 'Stored cards' });
  await expect(list).toContainText('Visa •••• 4242');
  await expect(list).toContainText('Office Visa');
  await expect(list).toContainText('Primary');
  await expect(list).toContainText(/12\/\d{4}/);
  await page.screenshot({ path: `${SHOTS}/customer-cards.png`, fullPage: true });
  expect(apiBodies.some((b) => b.includes('4242424242424242') || b.includes('4242 4242'))).toBe(false);
});

// A stored card pays a funded deposit (method 0): the card list picks the primary card, the reward-pay
// surcharge and the merchant fee notice show for a credit card, and the payment is refunded from the invoice.
test('cards: a funded deposit on a stored card with the surcharge, then refunded', async ({ page }) => {
  await signIn(page);
  const customer = await createCustomer(page, unique('Card Deposit Customer'));
  await saveVisa(page, customer.id);
  const setCardSettings = (on: boolean) =>
    page.request.patch('/v1/settings', {
      data: {
        rewardPay_Enabled: on,
        rewardPay_SurchargePercent: on ? '3' : '0',
        merchantFeeNotice_Enabled: on,
      },
      headers: { 'X-Requested-With': 'fieldline' },
    });
  await setCardSettings(true);
  try {
    await page.goto(`/page/6073/${customer.id}`);
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Deposit', exact: true });
    await dialog.getByLabel('Amount').fill('200');
    await dialog.getByRole('button', { name: 'Enter Payment Details' }).click();
    await dialog.getByLabel('Payment method').click();
    await page.getByRole('option', { name: 'Stored Card' }).click();
    await expect(dialog.getByLabel('Card', { exact: true })).toHaveValue(
      /Visa ending 4242 · 12\/2031 · Primary/,
    );
    await expect(dialog.getByTestId('card-surcharge')).toHaveText(
      'Surcharge 3.00 % $6.00 · Card is charged $206.00',
    );
    await expect(dialog).toContainText('A merchant processing fee applies to payments by credit card.');
    await dialog.getByLabel('Bank account').click();
    await page.getByRole('option', { name: /Operating Checking/ }).click();
    await page.screenshot({ path: `${SHOTS}/deposit-card.png` });
    await dialog.getByRole('button', { name: 'Add Funded Deposit' }).click();
    await page
      .getByRole('dialog', { name: 'Create Deposit' })
      .getByRole('button', { name: 'Yes, Create Deposit' })
      .click();
    await expect(dialog).toBeHidden();
  } finally {
    await setCardSettings(false);
  }
  const found = await apiGet<{ data: { id: number; status: string }[] }>(
    page,
    `/invoices/search?customerId=${customer.id}`,
  );
  expect(found.data).toEqual([expect.objectContaining({ status: 'Paid' })]);
  await page.goto(`/invoices/${found.data[0].id}`);
  const payments = page.getByTestId('invoice-payments');
  await expect(payments).toContainText('Visa ending 4242');
  await payments.getByRole('button', { name: /Refund payment/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Refund to card' });
  await expect(confirm).toContainText('the gateway keeps its fee');
  await confirm.getByRole('button', { name: 'Refund' }).click();
  await expect(payments).toContainText('Refunded');
  await page.screenshot({ path: `${SHOTS}/invoice-card-refunded.png`, fullPage: true });
});

// A job's deposit held on the customer's card from the job page, listed among pending card holds, captured on
// the job's invoice for what it owes (the invoice is paid by the card); a second hold on the invoice released.
test('cards: pre-authorise a job, capture it on its invoice, release another hold', async ({ page }) => {
  await signIn(page);
  const customer = await createCustomer(page, unique('Card Hold Customer'));
  await saveVisa(page, customer.id);
  const location = await apiPost<{ id: number }>(page, '/locations', {
    customerId: customer.id,
    name: 'Main plant',
  });
  const offices = await apiGet<{ id: number }[]>(page, '/cache/offices');
  const types = await apiGet<{ id: number; type: string }[]>(page, '/jobs/types');
  const job = await apiPost<{ id: number; jobNumber: string }>(page, '/jobs', {
    customerId: customer.id,
    locationId: location.id,
    officeId: offices[0].id,
    jobTypeId: types.find((t) => t.type === 'SVC')?.id,
    name: unique('Furnace replacement'),
  });
  const hold = async (amount: string, note: string) => {
    await page.getByRole('button', { name: 'Hold card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hold card' });
    await dialog.getByLabel('Amount to hold').fill(amount);
    await expect(dialog.getByLabel('Card', { exact: true })).toHaveValue(/Visa ending 4242/);
    await dialog.getByLabel('Note').fill(note);
    await dialog.getByRole('button', { name: 'Hold', exact: true }).click();
    await expect(dialog).toBeHidden();
  };
  await page.goto(`/page/6081/${job.id}`);
  await page.getByRole('tab', { name: 'Card holds' }).click();
  const holds = page.getByRole('table', { name: 'Card holds' });
  await expect(holds).toContainText('No card holds');
  await hold('90', 'Up to the estimate');
  await expect(holds.getByRole('row', { name: /Up to the estimate/ })).toContainText('Held');
  await expect(holds).toContainText(`Job ${job.jobNumber}`);

  const invoice = await apiPost<{ id: number }>(page, '/invoices', {
    customerId: customer.id,
    jobId: job.id,
    // Yesterday in UTC: never after the company's today (Denver), which the capture's payment is dated.
    invoiceDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    lines: [{ description: 'Furnace replacement', quantity: 1, unitPrice: '75.00', isTaxable: false }],
  });
  await page.goto(`/invoices/${invoice.id}`);
  await hold('20', 'Parts on order');
  await page.goto('/accounting/card-holds');
  const pending = page.getByRole('table', { name: 'Pending card holds' });
  await expect(pending).toContainText(customer.name);
  await expect(pending).toContainText(`Job ${job.jobNumber}`);
  await expect(pending).toContainText('$20.00');
  await page.screenshot({ path: `${SHOTS}/card-holds.png` });

  await page.goto(`/invoices/${invoice.id}`);
  // The job's hold is listed on its invoice and captured there.
  await holds
    .getByRole('row', { name: /Up to the estimate/ })
    .getByRole('button', { name: 'Capture' })
    .click();
  const capture = page.getByRole('dialog', { name: 'Capture hold' });
  await capture.getByRole('button', { name: 'Capture' }).click();
  await expect(capture.getByRole('alert')).toHaveText('Please select a bank account.');
  await capture.getByLabel('Bank account').click();
  await page.getByRole('option', { name: /Operating Checking/ }).click();
  await capture.getByRole('button', { name: 'Capture' }).click();
  await expect(capture).toBeHidden();
  await expect(holds.getByRole('row', { name: /Up to the estimate/ })).toContainText('Captured');
  await expect(page.getByTestId('invoice-payments')).toContainText('Visa ending 4242');
  await expect(page.getByTestId('invoice-payments')).toContainText('$75.00');

  await holds
    .getByRole('row', { name: /Parts on order/ })
    .getByRole('button', { name: 'Release' })
    .click();
  await page.getByRole('dialog', { name: 'Release hold' }).getByRole('button', { name: 'Release' }).click();
  await expect(holds.getByRole('row', { name: /Parts on order/ })).toContainText('Released');
  await page.screenshot({ path: `${SHOTS}/invoice-card-holds.png`, fullPage: true });
});

/**
 * Stripe.js as far as the Add new credit card modal uses it: a card element and createPaymentMethod. The real
 * script (and Stripe) cannot be reached from the test machine; this one answers Stripe's published test
 * PaymentMethod for 4242… and Stripe's decline message for 4000 0000 0000 0002.
 */
const FAKE_STRIPE_JS = `
window.Stripe = function (key) {
  return {
    elements: function () {
      return {
        create: function () {
          var input;
          return {
            mount: function (node) {
              input = document.createElement('input');
              input.setAttribute('aria-label', 'Stripe card number');
              node.appendChild(input);
            },
            on: function () {},
            destroy: function () { if (input) input.remove(); },
            value: function () { return input ? input.value : ''; },
          };
        },
      };
    },
    createPaymentMethod: function (args) {
      var number = args.card.value().replace(/\\s/g, '');
      if (number === '4000000000000002')
        return Promise.resolve({ error: { type: 'card_error', message: 'Your card was declined.' } });
      return Promise.resolve({ paymentMethod: { id: 'pm_card_visa', billing_details: args.billing_details } });
    },
  };
};`;

// With Stripe as the gateway the card is typed into Stripe's field and Stripe answers a PaymentMethod id;
// only that id, the name and the friendly name reach Fieldline's API.
test("cards: with Stripe, the card goes into Stripe's field and only its PaymentMethod reaches the API", async ({
  page,
}) => {
  await signIn(page);
  const customer = await createCustomer(page, unique('Stripe Card Customer'));
  await page.route('**/v1/merchant/settings', (r) =>
    r.fulfill({
      json: {
        internalPayments_RequireCVV: true,
        gateway: { kind: 'stripe', label: 'Stripe' },
        rewardPay_Enabled: false,
        rewardPay_SurchargePercent: '0',
        merchantFeeNotice_Enabled: false,
      },
    }),
  );
  await page.route('**/v1/merchant/configuration/*', (r) =>
    r.fulfill({
      json: { id: 1, merchantToken: 'pk_test_fieldline', tokenizeUrl: 'https://js.stripe.com/v3/' },
    }),
  );
  await page.route('https://js.stripe.com/**', (r) =>
    r.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS }),
  );
  const saved: string[] = [];
  await page.route(`**/v1/payment-tokens/${customer.id}`, (r) => {
    if (r.request().method() !== 'POST') return r.continue();
    saved.push(r.request().postData() ?? '');
    return r.fulfill({
      status: 201,
      json: {
        id: 1,
        token: 'pm_card_visa',
        lastFour: '4242',
        nameOnCard: 'Jane Q. Buyer',
        ExpirationDate: '12/2034',
        cardType: 'Credit',
        cardCategory: 'Credit card',
        cardBrand: 'visa',
        createdDate: new Date().toISOString(),
        CreatedBy: 'Alex Morgan',
        isExpired: false,
        IsPrimary: true,
        FriendlyName: '',
        IsSingleUse: false,
      },
    });
  });
  await page.goto(`/page/6073/${customer.id}`);
  await page.getByRole('tab', { name: 'Cards' }).click();
  await page.getByRole('button', { name: 'Add credit card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new credit card' });
  await expect(
    dialog.getByText('Card number, expiry and security code go straight to Stripe.'),
  ).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Card number', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add Card' }).click();
  await expect(dialog.getByText('Name of Card is required', { exact: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name on card' }).fill('Jane Q. Buyer');
  await dialog.getByRole('textbox', { name: 'Stripe card number' }).fill('4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Add Card' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Your card was declined.');
  expect(saved).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Stripe card number' }).fill('4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Add Card' }).click();
  await expect(dialog).toBeHidden();
  expect(saved).toHaveLength(1);
  expect(JSON.parse(saved[0])).toEqual({
    token: 'pm_card_visa',
    nameOnCard: 'Jane Q. Buyer',
    IsPrimary: true,
  });
});
