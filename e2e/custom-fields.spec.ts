import { CustomFieldMessages as M } from '@fieldline/contracts/custom-fields/custom-fields.contract';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiGet, apiPost, createCustomer } from './locations-api';

interface Property {
  field: { id: number };
  value: string | null;
  numberValue: number | null;
  decimalValue: string | null;
  dateValue: string | null;
  bitValue: boolean | null;
  fieldValue: { id: number } | null;
}

/** A group with one field of every type, defined through the API as an administrator would. */
async function defineFields(page: Page, groupName: string) {
  const group = await apiPost<{ id: number }>(page, '/customer-field-groups', {
    name: groupName,
    color: '#7950f2',
    displayColumns: 3,
  });
  const field = (name: string, type: number, extra: Record<string, unknown> = {}) =>
    apiPost<{ id: number; fieldValues: { id: number; value: string }[] }>(page, '/customer-fields', {
      name,
      type,
      group: { id: group.id },
      ...extra,
    });
  return {
    code: await field('Dock code', 1, { fieldValues: [{ min: 4, max: 8 }] }),
    notes: await field('Site notes', 2, { isRequired: true }),
    units: await field('Units on roof', 3, { fieldValues: [{ min: 0, max: 50 }] }),
    filter: await field('Filter inches', 4, { fieldValues: [{ min: 8, max: 30 }] }),
    renewal: await field('Renewal date', 5),
    keyBox: await field('Key box', 6),
    tier: await field('Service tier', 7, {
      fieldValues: [
        { value: 'Bronze', color: '#fd7e14' },
        { value: 'Gold', color: '#fab005' },
      ],
    }),
    copies: await field('Copies to', 8),
  };
}

async function acknowledge(page: Page, message: string) {
  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert.getByText(message, { exact: true })).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
}

async function type(box: Locator, text: string) {
  await box.fill(text);
  await box.press('Tab');
}

test('edit a custom field of each type on a customer and see each message', async ({ page }) => {
  await signIn(page);
  const groupName = unique('Rooftop survey');
  const f = await defineFields(page, groupName);
  const customer = await createCustomer(page, unique('Custom Fields Co'));
  const values = async () => {
    const list = await apiGet<Property[]>(page, `/customers/${customer.id}/properties`);
    return new Map(list.map((p) => [p.field.id, p]));
  };

  await page.goto(`/page/6073/${customer.id}`);
  await page.getByRole('tab', { name: 'Custom fields' }).click();
  const group = page.getByRole('group', { name: groupName });
  await expect(group.getByRole('textbox', { name: 'Dock code' })).toBeVisible();

  // Text: too short is refused with the alert and put back; too long is truncated, said and saved.
  const code = group.getByRole('textbox', { name: 'Dock code' });
  await type(code, 'ab');
  await acknowledge(page, M.minLength(4));
  await expect(code).toHaveValue('');
  await type(code, 'D-12345678');
  await acknowledge(page, M.maxLength(8));
  await expect(code).toHaveValue('D-123456');
  await expect.poll(async () => (await values()).get(f.code.id)?.value).toBe('D-123456');

  // Long text, required: saved, and it cannot be cleared afterwards.
  const notes = group.getByRole('textbox', { name: 'Site notes' });
  await type(notes, 'Ladder in the east stairwell');
  await expect.poll(async () => (await values()).get(f.notes.id)?.value).toBe('Ladder in the east stairwell');
  await type(notes, '');
  await acknowledge(page, M.required);
  await expect(notes).toHaveValue('Ladder in the east stairwell');

  // Number: must be numeric, then clamped to the maximum.
  const units = group.getByRole('textbox', { name: 'Units on roof' });
  await type(units, 'seven');
  await acknowledge(page, M.numeric);
  await expect(units).toHaveValue('');
  await type(units, '75');
  await acknowledge(page, M.maxValue(50));
  await expect(units).toHaveValue('50');
  await expect.poll(async () => (await values()).get(f.units.id)?.numberValue).toBe(50);

  // Decimal: clamped to the minimum.
  const filter = group.getByRole('textbox', { name: 'Filter inches' });
  await type(filter, '2.5');
  await acknowledge(page, M.minValue(8));
  await expect(filter).toHaveValue('8');
  await expect.poll(async () => (await values()).get(f.filter.id)?.decimalValue).toBe('8');

  // Date, typed as MM/DD/YYYY.
  await type(group.getByRole('textbox', { name: 'Renewal date' }), '03/15/2027');
  await expect.poll(async () => (await values()).get(f.renewal.id)?.dateValue).toBe('2027-03-15');

  // Yes/No and list save on change.
  await group.getByRole('switch', { name: 'Key box' }).click({ force: true });
  await expect.poll(async () => (await values()).get(f.keyBox.id)?.bitValue).toBe(true);
  await group.getByRole('combobox', { name: 'Service tier' }).click();
  await page.getByRole('option', { name: 'Gold' }).click();
  const gold = f.tier.fieldValues.find((v) => v.value === 'Gold')?.id;
  await expect.poll(async () => (await values()).get(f.tier.id)?.fieldValue?.id).toBe(gold);

  // E-mail list: an invalid address flags the whole group and nothing is saved.
  const copies = group.getByRole('textbox', { name: 'Copies to' });
  await type(copies, 'ap@example.com; accounts payable');
  await expect(group).toHaveAttribute('aria-invalid', 'true');
  await expect(group.getByText(M.emailList)).toBeVisible();
  expect((await values()).get(f.copies.id)).toBeUndefined();
  await type(copies, 'ap@example.com, ar@example.com');
  await expect(group).not.toHaveAttribute('aria-invalid', 'true');
  await expect
    .poll(async () => (await values()).get(f.copies.id)?.value)
    .toBe('ap@example.com; ar@example.com');

  // A failed save says so and puts the value back.
  await page.route(`**/v1/customers/${customer.id}/properties`, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 500,
          json: { message: 'Something went wrong on the server.', code: 'INTERNAL_ERROR' },
        })
      : route.fallback(),
  );
  await type(code, 'ZZ-99');
  await expect(page.getByText(M.updateFailed, { exact: true })).toBeVisible();
  await expect(code).toHaveValue('D-123456');
  await page.unroute(`**/v1/customers/${customer.id}/properties`);

  // Everything saved is there after a reload.
  await page.reload();
  await page.getByRole('tab', { name: 'Custom fields' }).click();
  await expect(group.getByRole('textbox', { name: 'Dock code' })).toHaveValue('D-123456');
  await expect(group.getByRole('textbox', { name: 'Units on roof' })).toHaveValue('50');
  await expect(group.getByRole('textbox', { name: 'Renewal date' })).toHaveValue('03/15/2027');
  await expect(group.getByRole('switch', { name: 'Key box' })).toBeChecked();
  await expect(group.getByRole('combobox', { name: 'Service tier' })).toHaveValue('Gold');
});

test('define a group and a list field on the administration screen and use it on a customer', async ({
  page,
}) => {
  await signIn(page);
  const groupName = unique('Billing prefs');
  const fieldName = unique('Statement day');
  await page.goto('/admin/custom-fields');
  await expect(page.getByRole('heading', { name: 'Custom fields' })).toBeVisible();

  await page.getByRole('button', { name: 'New group' }).click();
  const groupForm = page.getByRole('dialog', { name: 'New group' });
  await groupForm.getByLabel('Name').fill(groupName);
  await groupForm.getByRole('button', { name: 'Add group' }).click();
  await expect(groupForm).toBeHidden();
  const groups = page.getByRole('table', { name: 'Groups' });
  await expect(groups.getByText(groupName)).toBeVisible();
  // Move it to the top through sort-order.
  const rowIndex = async () =>
    (await groups.locator('tbody tr').allTextContents()).findIndex((t) => t.includes(groupName));
  for (let at = await rowIndex(); at > 0; at -= 1) {
    await page.getByRole('button', { name: `Move ${groupName} up` }).click();
    await expect.poll(rowIndex).toBe(at - 1);
  }
  await expect(groups.locator('tbody tr').first()).toContainText(groupName);

  await page.getByRole('button', { name: 'New field' }).click();
  const fieldForm = page.getByRole('dialog', { name: 'New field' });
  await fieldForm.getByRole('textbox', { name: 'Name' }).fill(fieldName);
  await fieldForm.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'List', exact: true }).click();
  await fieldForm.getByRole('combobox', { name: 'Group' }).click();
  await page.getByRole('option', { name: groupName }).click();
  await fieldForm.getByRole('button', { name: 'Add field' }).click();
  await expect(fieldForm.getByText('A list field needs at least one value.')).toBeVisible();
  await fieldForm.getByRole('button', { name: 'Add value' }).click();
  await fieldForm.getByRole('textbox', { name: 'Value 1', exact: true }).fill('1st of the month');
  await fieldForm.getByRole('button', { name: 'Add value' }).click();
  await fieldForm.getByRole('textbox', { name: 'Value 2', exact: true }).fill('15th of the month');
  await fieldForm.getByRole('button', { name: 'Add field' }).click();
  await expect(fieldForm).toBeHidden();
  await expect(page.getByRole('table', { name: 'Fields' }).getByText(fieldName)).toBeVisible();

  const customer = await createCustomer(page, unique('Admin Fields Co'));
  await page.goto(`/page/6073/${customer.id}`);
  await page.getByRole('tab', { name: 'Custom fields' }).click();
  const first = page.getByRole('tabpanel', { name: 'Custom fields' }).getByRole('group').first();
  await expect(first).toHaveAttribute('aria-label', groupName);
  await first.getByRole('combobox', { name: fieldName }).click();
  await page.getByRole('option', { name: '15th of the month' }).click();
  await expect
    .poll(async () => (await apiGet<Property[]>(page, `/customers/${customer.id}/properties`)).length)
    .toBe(1);
});
