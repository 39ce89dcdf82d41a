import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

const SHOTS = `${process.cwd()}/.tmp/shots`;

test('edit an e-mail template: insert a tag from the list, preview with a real invoice, unknown tag refused', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/templates');
  await expect(page.getByRole('heading', { name: 'Templates' })).toBeVisible();
  const list = page.getByRole('table', { name: 'E-mail templates' });
  await expect(list).toContainText('Monthly statement');
  await page.screenshot({ path: `${SHOTS}/templates.png`, fullPage: true });
  await list.getByRole('link', { name: 'Invoice', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Invoice' })).toBeVisible();

  // Put the cursor at the start of the body, then pick a tag from the list beside it.
  const body = page.getByRole('textbox', { name: 'Body (HTML)' });
  await body.click();
  await body.press('Control+Home');
  const tags = page.getByRole('region', { name: 'Merge tags' });
  await tags.getByRole('textbox', { name: 'Search merge tags' }).fill('balance');
  await tags.getByRole('button', { name: 'Insert {{Invoice.BalanceDue}}' }).click();
  await expect(body).toHaveValue(/^\{\{Invoice\.BalanceDue\}\}<p>Dear/);

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  const label = await preview.getByText(/^Preview with Invoice \S+$/).textContent();
  const invoiceNumber = label!.replace('Preview with Invoice ', '');
  await expect(preview.getByTestId('preview-subject')).toHaveText(
    `Invoice ${invoiceNumber} from Summit Mechanical & Electric`,
  );
  const frame = page.frameLocator('iframe[title="Preview body"]');
  await expect(frame.locator('body')).toContainText(`invoice ${invoiceNumber} dated`);
  await expect(frame.locator('body')).toContainText(/^\$[\d,]+\.\d\d/);
  await expect(frame.locator('body')).not.toContainText('{{');
  await page.screenshot({ path: `${SHOTS}/template-editor.png`, fullPage: true });

  // A misspelt tag is refused on the field that has it, and nothing is saved.
  const subject = page.getByRole('textbox', { name: 'Subject' });
  await subject.fill('Invoice {{Invoice.Numbr}} from {{Company.Name}}');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Unknown merge tag {{Invoice.Numbr}}.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/template-unknown-tag.png`, fullPage: true });

  await subject.fill('Invoice {{Invoice.Number}} from {{Company.Name}}');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved "Invoice".')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Body (HTML)' })).toHaveValue(
    /^\{\{Invoice\.BalanceDue\}\}<p>Dear/,
  );
});

test('message templates preview as plain text; tokens are listed', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/templates?tab=message');
  await page
    .getByRole('table', { name: 'Message templates' })
    .getByRole('link', { name: 'Job completed' })
    .click();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('preview-text')).toContainText(/has finished job \S+ .*303-555-0199/);
  await page.goto('/admin/templates?tab=tokens');
  await expect(page.getByRole('table', { name: 'E-mail tokens' })).toContainText('{{Token.Slogan}}');
});
