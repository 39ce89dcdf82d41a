import { ErrorCodes } from '@fieldline/contracts/common/errors';
import { DUPLICATE_ACCOUNT_NUMBER } from '@fieldline/contracts/customers/customers.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, unique } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { AuditEntry } from '../../platform/audit';
import type { AuthUser } from '../../platform/context';
import type { AppError } from '../../platform/errors';
import { createCustomerRecord, customerExists, customers, getCustomer, getCustomerRefs } from '.';

let t: TestApp;
const audited: AuditEntry[] = [];
const user = { id: 1 } as AuthUser;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ctx = () => ({ db: t.database.db, user, audit: async (e: AuditEntry) => void audited.push(e) });

describe('what other modules use', () => {
  it('creates a customer with defaults for Add New Contact, refusing a duplicate account number', async () => {
    const accountNumber = unique('NC');
    const ref = await createCustomerRecord(ctx(), { name: ' New Co ', accountNumber });
    expect(ref).toEqual({ id: expect.any(Number), name: 'New Co', accountNumber });
    expect(audited.at(-1)).toMatchObject({ entity: 'customer', entityId: ref.id, action: 'create' });
    expect(await getCustomer(t.database.db, ref.id)).toMatchObject({
      status: { name: 'Active' },
      currency: { abbreviation: 'USD' },
      locationCount: 0,
      createdBy: 1,
    });

    const before = await countRows(t, customers);
    const dup = createCustomerRecord(ctx(), { name: 'Again', accountNumber: accountNumber.toUpperCase() });
    await expect(dup).rejects.toMatchObject({
      status: 400,
      code: ErrorCodes.VALIDATION,
      errors: [{ field: 'accountNumber', message: DUPLICATE_ACCOUNT_NUMBER }],
    } satisfies Partial<AppError>);
    const named = createCustomerRecord(
      ctx(),
      { name: 'Again', accountNumber },
      { field: 'newCustomer.accountNumber' },
    );
    await expect(named).rejects.toMatchObject({ errors: [{ field: 'newCustomer.accountNumber' }] });
    expect(await countRows(t, customers)).toBe(before);
  });

  it('answers references of many customers in one call and whether one exists', async () => {
    const a = await createCustomerRecord(ctx(), { name: 'Ref A', accountNumber: unique('RA') });
    const b = await createCustomerRecord(ctx(), { name: 'Ref B', accountNumber: unique('RB') });
    const refs = await getCustomerRefs(t.database.db, [a.id, null, b.id, a.id, 987654]);
    expect([...refs.values()].sort((x, y) => x.id - y.id)).toEqual([a, b]);
    expect((await getCustomerRefs(t.database.db, [])).size).toBe(0);
    expect(await customerExists(t.database.db, a.id)).toBe(true);
    expect(await customerExists(t.database.db, 987654)).toBe(false);
  });
});
