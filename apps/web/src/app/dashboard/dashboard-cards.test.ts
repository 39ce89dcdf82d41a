import { describe, expect, it } from 'vitest';
import { dashboardCards } from './dashboard-cards';

const base = { today: '2026-11-26', userId: 7 };

describe('dashboardCards', () => {
  it('links every number to the list filtered to what it counts', () => {
    const cards = dashboardCards({
      ...base,
      todaysJobs: { scope: 'all', count: 4 },
      unassignedJobs: { count: 1 },
      overdueInvoices: { count: 2, amount: '1234.5' },
      billsToApprove: { count: 0, amount: '0.00' },
      lowStock: { count: 3 },
    });
    expect(cards.map((c) => [c.title, c.count, c.href])).toEqual([
      ["Today's jobs", 4, '/jobs?scheduled=2026-11-26&status=any'],
      ['Unassigned jobs', 1, '/jobs?assigned=none'],
      ['Overdue invoices', 2, '/invoices?status=Open&dueBefore=2026-11-26'],
      ['Bills to approve', 0, '/vendor-bills?status=Pending%20Approval'],
      ['Low stock', 3, '/inventory?belowMinimum=1'],
    ]);
    expect(cards[2].amount).toBe('$1,234.50 due');
    expect(cards[1].caption).toBe('open job with nobody assigned');
  });

  it("shows a technician's own jobs first, and an accountant's own jobs after the money", () => {
    const tech = dashboardCards({ ...base, todaysJobs: { scope: 'mine', count: 2 } });
    expect(tech.map((c) => [c.title, c.href])).toEqual([
      ['Your jobs today', '/jobs?scheduled=2026-11-26&status=any&assigned=me'],
    ]);
    const accounting = dashboardCards({
      ...base,
      todaysJobs: { scope: 'mine', count: 0 },
      overdueInvoices: { count: 0, amount: '0.00' },
    });
    expect(accounting.map((c) => c.key)).toEqual(['overdue-invoices', 'todays-jobs']);
  });

  it('has no cards for sections the server left out', () => {
    expect(dashboardCards(base)).toEqual([]);
  });
});
