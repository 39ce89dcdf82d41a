import type { Dashboard } from '@fieldline/contracts/reports/dashboard.contract';
import {
  IconAlertTriangle,
  IconCalendarEvent,
  IconFileInvoice,
  IconPackage,
  IconReceipt,
  IconUserQuestion,
} from '@tabler/icons-react';
import { formatMoney } from '../../shared/format';

export interface DashboardCard {
  key: string;
  title: string;
  count: number;
  /** What the number counts, read after it by screen readers and shown under it. */
  caption: string;
  /** A money total beside the count, when the section has one. */
  amount?: string;
  /** The list the number opens, filtered to exactly what was counted. */
  href: string;
  icon: typeof IconCalendarEvent;
  color: string;
  /** A number worth acting on is shown in the alert colour. */
  alert: boolean;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/**
 * The cards of the sections the server answered, in the order the user's work comes up: the day's jobs,
 * jobs to dispatch, money to collect, bills to approve, stock to order. A technician's own jobs lead; for
 * a user who reads jobs only on the side (accounting), their own jobs come after the money.
 */
export function dashboardCards(d: Dashboard): DashboardCard[] {
  const cards: DashboardCard[] = [];
  const mine = d.todaysJobs?.scope === 'mine';
  const jobsToday: DashboardCard | undefined = d.todaysJobs && {
    key: 'todays-jobs',
    title: mine ? 'Your jobs today' : "Today's jobs",
    count: d.todaysJobs.count,
    caption: mine
      ? plural(d.todaysJobs.count, 'job assigned to you today', 'jobs assigned to you today')
      : plural(d.todaysJobs.count, 'job scheduled today', 'jobs scheduled today'),
    href: `/jobs?scheduled=${d.today}&status=any${mine ? '&assigned=me' : ''}`,
    icon: IconCalendarEvent,
    color: 'teal',
    alert: false,
  };
  const money = Boolean(d.overdueInvoices || d.billsToApprove);
  if (jobsToday && !(mine && money)) cards.push(jobsToday);
  if (d.unassignedJobs) {
    cards.push({
      key: 'unassigned-jobs',
      title: 'Unassigned jobs',
      count: d.unassignedJobs.count,
      caption: plural(
        d.unassignedJobs.count,
        'open job with nobody assigned',
        'open jobs with nobody assigned',
      ),
      href: '/jobs?assigned=none',
      icon: IconUserQuestion,
      color: 'orange',
      alert: d.unassignedJobs.count > 0,
    });
  }
  if (d.overdueInvoices) {
    cards.push({
      key: 'overdue-invoices',
      title: 'Overdue invoices',
      count: d.overdueInvoices.count,
      caption: plural(
        d.overdueInvoices.count,
        'open invoice past its due date',
        'open invoices past their due date',
      ),
      amount: `${formatMoney(d.overdueInvoices.amount)} due`,
      href: `/invoices?status=Open&dueBefore=${d.today}`,
      icon: IconFileInvoice,
      color: 'red',
      alert: d.overdueInvoices.count > 0,
    });
  }
  if (d.billsToApprove) {
    cards.push({
      key: 'bills-to-approve',
      title: 'Bills to approve',
      count: d.billsToApprove.count,
      caption: plural(
        d.billsToApprove.count,
        'vendor bill pending approval',
        'vendor bills pending approval',
      ),
      amount: `${formatMoney(d.billsToApprove.amount)} in total`,
      href: `/vendor-bills?status=${encodeURIComponent('Pending Approval')}`,
      icon: IconReceipt,
      color: 'grape',
      alert: false,
    });
  }
  if (d.lowStock) {
    cards.push({
      key: 'low-stock',
      title: 'Low stock',
      count: d.lowStock.count,
      caption: plural(
        d.lowStock.count,
        'item below its warehouse minimum',
        'items below their warehouse minimum',
      ),
      href: '/inventory?belowMinimum=1',
      icon: d.lowStock.count > 0 ? IconAlertTriangle : IconPackage,
      color: 'yellow',
      alert: d.lowStock.count > 0,
    });
  }
  if (jobsToday && mine && money) cards.push(jobsToday);
  return cards;
}
