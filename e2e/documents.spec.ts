import { expect, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiPost } from './locations-api';

const UPLOADING = 'The file(s) are uploading. Documents list will refresh when it is complete.';
const CONFIRM =
  'This will permanently delete this document from the system ... Are you sure you want to delete this document?';
const TOOLTIP =
  'Count represents the number of documents uploaded to this page (Left) and the number of related documents (Right).';

test('upload two files by drag-and-drop, add a URL, filter by record, toggle technician visibility, delete one', async ({
  page,
}) => {
  await signIn(page);
  const name = unique('Granite Works');
  const customer = await apiPost<{ id: number; name: string; accountNumber: string }>(page, '/customers', {
    name,
    accountNumber: `DOC-${Date.now().toString(36).toUpperCase()}`,
    createLocation: false,
  });
  const location = await apiPost<{ id: number }>(page, '/locations', {
    customerId: customer.id,
    name: 'Quarry Office',
    address: { street: '12 Stone Rd', city: 'Golden', state: 'CO', postalCode: '80401', country: 'US' },
  });
  const customerLabel = `Customer - ${name} ${customer.accountNumber}`;
  const locationLabel = 'Location - Quarry Office, 12 Stone Rd';

  await page.goto(`/page/6073/${customer.id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const tab = page.getByRole('tab', { name: /^Documents/ });
  await expect(tab).toHaveText('Documents 0 / 0');
  await tab.hover();
  await expect(page.getByText(TOOLTIP)).toBeVisible();
  await tab.click();
  const table = page.getByRole('table', { name: 'Documents' });
  await expect(table).toContainText('No documents.');

  // Two files dropped on the zone, as a browser drag from the desktop delivers them.
  const files = await page.evaluateHandle(() => {
    const dt = new DataTransfer();
    dt.items.add(
      new File(['Gate code 4417. Roof hatch key at the front desk.'], 'Site notes.txt', {
        type: 'text/plain',
      }),
    );
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      ),
      (c) => c.charCodeAt(0),
    );
    dt.items.add(new File([png], 'Roof.png', { type: 'image/png' }));
    return dt;
  });
  const zone = page.getByTestId('documents-dropzone');
  await zone.dispatchEvent('dragenter', { dataTransfer: files });
  await zone.dispatchEvent('drop', { dataTransfer: files });
  const upload = page.getByRole('dialog', { name: 'Upload Documents' });
  await expect(upload.getByTestId('upload-item')).toHaveCount(2);

  // Each file needs a description: Upload without them marks the fields and sends nothing.
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByText('Enter a description.')).toHaveCount(2);
  await upload.getByRole('textbox', { name: 'Description of Site notes.txt' }).fill('Access instructions');
  await upload.getByRole('textbox', { name: 'Description of Roof.png' }).fill('Roof condition');
  // The roof photo belongs to the location: technician visibility follows the location's default (on).
  await upload.getByRole('combobox', { name: 'Related record of Roof.png' }).click();
  await page.getByRole('option', { name: locationLabel }).click();
  await expect(upload.getByRole('checkbox', { name: 'Visible to technicians: Roof.png' })).toBeChecked();
  await expect(
    upload.getByRole('checkbox', { name: 'Visible to technicians: Site notes.txt' }),
  ).not.toBeChecked();
  await page.screenshot({ path: 'test-results/documents-upload-dialog.png', fullPage: true });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(UPLOADING)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).toContainText('Site notes.txt');
  await expect(table).toContainText('Roof.png');

  // One link through Add URL; blank fields are refused first.
  await page.getByRole('button', { name: 'Add link' }).click();
  const addUrl = page.getByRole('dialog', { name: 'Add URL' });
  await addUrl.getByRole('button', { name: 'Add' }).click();
  await expect(addUrl.getByText('Enter a name.')).toBeVisible();
  await addUrl.getByRole('textbox', { name: 'Name' }).fill('Supplier catalog');
  await addUrl.getByRole('textbox', { name: 'URL' }).fill('https://example.com/catalog');
  await addUrl.getByRole('textbox', { name: 'Description' }).fill('Granite slab sizes');
  await addUrl.getByRole('button', { name: 'Add' }).click();
  await expect(addUrl).toBeHidden();
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(tab).toHaveText('Documents 2 / 3');

  // Rows: related-record buttons with the spec's display names; a file downloads through logaccess.
  const notesRow = table.getByRole('row', { name: /Site notes\.txt/ });
  await expect(notesRow.getByRole('button', { name: customerLabel })).toBeVisible();
  const download = page.waitForEvent('download');
  await notesRow.getByRole('button', { name: 'Site notes.txt', exact: true }).click();
  expect((await download).suggestedFilename()).toBe('Site notes.txt');

  // Filter by the location: only its photo.
  await page.getByRole('combobox', { name: 'Show documents of' }).click();
  await page.getByRole('option', { name: locationLabel }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Roof.png');
  await page.getByRole('combobox', { name: 'Show documents of' }).click();
  await page.getByRole('option', { name: 'All (this record and related records)' }).click();
  await expect(table.getByRole('row')).toHaveCount(4);

  // Technician visibility flips and is kept.
  const toggle = notesRow.getByRole('switch', { name: 'Visible to technicians: Site notes.txt' });
  await expect(toggle).not.toBeChecked();
  await toggle.click({ force: true });
  await expect(toggle).toBeChecked();
  await page.screenshot({ path: 'test-results/documents-tab.png', fullPage: true });
  await page.reload();
  await page.getByRole('tab', { name: /^Documents/ }).click();
  await expect(page.getByRole('switch', { name: 'Visible to technicians: Site notes.txt' })).toBeChecked();

  // Delete the link after the exact confirmation.
  await page.getByRole('button', { name: 'Delete Supplier catalog' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Document' });
  await expect(confirm).toContainText(CONFIRM);
  await expect(confirm.getByRole('button')).toHaveText(['Cancel', 'Delete']);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Document Deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Documents' }).getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('tab', { name: /^Documents/ })).toHaveText('Documents 1 / 2');

  // The location's own page counts its photo as its own and the customer's files as related.
  await page.goto(`/page/6041/${location.id}`);
  await expect(page.getByRole('tab', { name: /^Documents/ })).toHaveText('Documents 1 / 2');
  await page.getByRole('tab', { name: /^Documents/ }).click();
  const locationTable = page.getByRole('table', { name: 'Documents' });
  await expect(locationTable.getByRole('row')).toHaveCount(3);
  await expect(
    locationTable.getByRole('row', { name: /Roof\.png/ }).getByRole('button', { name: locationLabel }),
  ).toBeVisible();
});
