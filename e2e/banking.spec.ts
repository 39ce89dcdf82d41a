import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

const SHOTS = `${process.cwd()}/.tmp/shots`;
const stamp = Date.now().toString().slice(-6);

// A bookkeeper imports the bank's OFX statement into an account, imports it again (nothing is added twice),
// then a CSV export through the column-mapping dialog, and finds a line by its payee.
test('banking: import OFX and CSV statements and find the lines', async ({ page }) => {
  await signIn(page);
  await page.goto('/accounting/bank-transactions');
  await expect(page.getByRole('heading', { name: 'Bank transactions' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Bank account' }).click();
  await page.getByRole('option', { name: 'Business Savings' }).click();

  const ofx = `OFXHEADER:100
<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKTRANLIST>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261105<TRNAMT>1250.00<FITID>E2E${stamp}1<NAME>Acme Property ${stamp}<MEMO>INV-000412
<STMTTRN><TRNTYPE>CHECK<DTPOSTED>20261106<TRNAMT>-312.45<FITID>E2E${stamp}2<CHECKNUM>1043<NAME>Ferguson ${stamp}
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
  const importFile = async (name: string, mimeType: string, text: string) => {
    await page.getByRole('button', { name: 'Import statement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import statement' });
    await dialog.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer: Buffer.from(text) });
    return dialog;
  };
  let dialog = await importFile('november.ofx', 'application/x-ofx', ofx);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('status')).toHaveText('2 of 2 lines added from november.ofx.');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  dialog = await importFile('november.ofx', 'application/x-ofx', ofx);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    '0 of 2 lines added from november.ofx; 2 were already imported.',
  );
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

  const csv = `Posted;Details;Debit;Credit\n07.11.2026;Coffee ${stamp};4,50;\n07.11.2026;Coffee ${stamp};4,50;\n`;
  dialog = await importFile('export.csv', 'text/csv', csv);
  await expect(dialog.getByRole('table', { name: 'File preview' })).toContainText(`Coffee ${stamp}`);
  const pick = async (label: string, option: string) => {
    await dialog.getByRole('combobox', { name: label, exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose the date column.');
  await pick('Date', 'Posted');
  await pick('Payee / description', 'Details');
  await pick('Debit (money out)', 'Debit');
  await pick('Credit (money in)', 'Credit');
  await pick('Date order', 'Day/month/year');
  await dialog.getByLabel('Decimal comma (1.234,56)').check();
  await page.screenshot({ path: `${SHOTS}/bank-import-csv.png` });
  await dialog.getByRole('button', { name: 'Import' }).click();
  // Two identical coffees on one day are two purchases.
  await expect(dialog.getByRole('status')).toHaveText('2 of 2 lines added from export.csv.');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

  await page.getByPlaceholder('Payee, memo or reference').fill(stamp);
  const table = page.getByRole('table', { name: 'Bank transactions' });
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table).toContainText(`Acme Property ${stamp}`);
  await expect(table).toContainText('$1,250.00');
  await expect(table).toContainText('-$312.45');
  await expect(table).toContainText('1043');
  await page.screenshot({ path: `${SHOTS}/bank-transactions.png` });
});
