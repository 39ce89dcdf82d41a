import type { LineItemCollection } from '@fieldline/contracts/line-items/line-items.contract';
import { useQuery } from '@tanstack/react-query';
import { silentApi } from '../../../app/api';
import { DepositButton } from './DepositButton';

/**
 * The job page's Deposit button: the job's line-item total (in the customer's currency) links the modal's
 * percent and amount. Without line items the modal just takes an amount.
 */
export function JobDepositButton({
  job,
}: {
  job: {
    id: number;
    bidId: number | null;
    customer: { id: number };
    customerLocation: { id: number };
    office: { id: number };
  };
}) {
  const items = useQuery({
    queryKey: ['payments', 'job-amount', job.id],
    queryFn: ({ signal }) => silentApi.get<LineItemCollection>(`/jobs/${job.id}/items`, { signal }),
    staleTime: 30_000,
  });
  const total = items.data?.totals.currencyTotal ?? null;
  return (
    <DepositButton
      customerId={job.customer.id}
      jobId={job.id}
      pendingJobId={job.bidId}
      locationId={job.customerLocation.id}
      officeId={job.office.id}
      jobAmount={total}
    />
  );
}
