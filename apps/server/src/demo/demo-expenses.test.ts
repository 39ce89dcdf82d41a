import type { GeneralExpense, MileageTotal } from '@fieldline/contracts/expenses/expenses.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('demo mileage and expenses', () => {
  it('has two months of trips for both technicians, posted and pending expenses and a card expense', async () => {
    const totals: MileageTotal[] = (
      await t.as(admin)({ method: 'GET', url: `/v1/mileagelog/totals?from=${ago(61)}&to=${ago(0)}` })
    ).json();
    expect(totals.map((r) => r.employee.number).sort()).toEqual(['T-2001', 'T-2002']);
    for (const r of totals) {
      expect(r.trips).toBeGreaterThan(20);
      expect(Number(r.posted)).toBeGreaterThan(0);
      expect(Number(r.unposted)).toBeGreaterThan(0);
      expect(r.unrated).toBe(0);
    }
    const list = (await t.as(admin)({ method: 'GET', url: '/v1/expenses?limit=100' })).json();
    const rows: GeneralExpense[] = list.data;
    expect(rows.some((r) => r.isPosted)).toBe(true);
    expect(rows.some((r) => !r.isPosted && !r.isExternal)).toBe(true);
    expect(rows.some((r) => r.isExternal)).toBe(true);
    expect(rows.find((r) => r.paidBy === 'companyCard')).toMatchObject({
      isPosted: true,
      creditCard: { lastFour: '4417' },
    });
    // The technicians' job expenses from the work demo are theirs.
    expect(rows.filter((r) => r.jobId !== null).every((r) => r.employee !== null)).toBe(true);
  });
});
