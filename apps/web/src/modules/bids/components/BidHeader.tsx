import { BID_TRANSITIONS, type Bid, type BidStatus } from '@fieldline/contracts/bids/bids.contract';
import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import { PageCode, pageUrl } from '@fieldline/contracts/common/page-codes';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { grossProfitPercent } from '../../../shared/format';
import { useLineItems } from '../../../shared/line-items/line-items.api';
import { confirmModal } from '../../../shared/modals';
import { Fact, PageHeader } from '../../../shared/ui';
import { useConvertBid, useUpdateBid } from '../bids.api';
import { BID_STATUS_COLORS } from './bid-format';
import { EditBidModal } from './EditBidModal';

/** What the status buttons say for each move the rules allow. */
const ACTION_LABELS: Record<BidStatus, string> = {
  Open: 'Reopen',
  Sent: 'Mark Sent',
  Accepted: 'Accept',
  Declined: 'Decline',
  Converted: 'Convert',
};

/** The bid's title, status actions, key facts and totals. */
export function BidHeader({ bid, canEdit }: { bid: Bid; canEdit: boolean }) {
  const update = useUpdateBid(bid.id);
  const convert = useConvertBid(bid.id);
  const items = useLineItems('Bid', bid.id);
  const navigate = useNavigate();
  const totals = items.data?.totals;
  const moves = BID_TRANSITIONS[bid.status];
  const [editing, setEditing] = useState(false);

  async function moveTo(status: BidStatus) {
    if (status === 'Declined' && !(await confirmModal('Mark this bid as declined by the customer?'))) return;
    update.mutate(
      { status, version: bid.version },
      { onError: (e) => showErrorNotification(errorMessage(e)) },
    );
  }

  async function convertToJob() {
    if (
      !(await confirmModal(
        'Convert this bid into a job? Its items, contacts and tasks are copied and the bid is locked.',
        {
          confirmLabel: 'Convert to Job',
        },
      ))
    )
      return;
    convert.mutate(undefined, {
      onSuccess: (job) => navigate(pageUrl(PageCode.Job, job.id)),
      onError: (e) => showErrorNotification(errorMessage(e)),
    });
  }

  return (
    <>
      <PageHeader
        crumbs={[{ label: 'Bids', to: '/bids' }]}
        title={
          <Group gap="sm" component="span">
            <span>
              {bid.bidNumber} · {bid.name}
            </span>
            <Badge variant="light" color={BID_STATUS_COLORS[bid.status]} data-testid="bid-status">
              {bid.status}
            </Badge>
          </Group>
        }
        description={[
          bid.jobType ? `${bid.jobType.type} · ${bid.jobType.name}` : null,
          bid.projectName || null,
        ]
          .filter(Boolean)
          .join(' · ')}
        actions={
          <Group gap="xs">
            {canEdit && bid.status !== 'Converted' && (
              <Button variant="default" onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
            {canEdit &&
              moves.map((m) => (
                <Button
                  key={m}
                  variant={m === 'Declined' ? 'subtle' : 'default'}
                  color={m === 'Declined' ? 'red' : undefined}
                  loading={update.isPending && update.variables?.status === m}
                  onClick={() => moveTo(m)}
                >
                  {bid.status === 'Accepted' && m === 'Sent' ? 'Withdraw acceptance' : ACTION_LABELS[m]}
                </Button>
              ))}
            {canEdit && bid.status !== 'Converted' && (
              <Tooltip label="Accept the bid first" disabled={bid.status === 'Accepted'}>
                <Button
                  rightSection={<IconArrowRight size={16} />}
                  disabled={bid.status !== 'Accepted'}
                  loading={convert.isPending}
                  onClick={convertToJob}
                >
                  Convert to Job
                </Button>
              </Tooltip>
            )}
            {bid.convertedJobId && (
              <Button component={Link} to={pageUrl(PageCode.Job, bid.convertedJobId)} variant="light">
                Open job
              </Button>
            )}
          </Group>
        }
      />
      <Paper p="lg" radius="md" mb="lg">
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Fact label="Customer">
            <Anchor component={Link} to={pageUrl(PageCode.Customer, bid.customer.id)} fz="sm">
              {bid.customer.name}
            </Anchor>
          </Fact>
          <Fact label="Location">
            <Anchor component={Link} to={pageUrl(PageCode.Location, bid.customerLocation.id)} fz="sm">
              {bid.customerLocation.name}
            </Anchor>
          </Fact>
          <Fact label="Office">{bid.office.name}</Fact>
          <Fact label="Salesperson">{bid.salesPerson?.displayName}</Fact>
          <Fact label="Bid date">{formatDate(bid.bidDate)}</Fact>
          <Fact label="Expires">{bid.expirationDate ? formatDate(bid.expirationDate) : null}</Fact>
          <Fact label="PO number">{bid.poNumber}</Fact>
          <Fact label="Urgency">{bid.urgency?.name}</Fact>
          <Fact label="Subtotal">{totals ? formatMoney(totals.subtotal) : null}</Fact>
          <Fact label="Tax">{totals ? formatMoney(totals.tax) : null}</Fact>
          <Fact label="Total">
            <span data-testid="bid-total">{totals ? formatMoney(totals.total) : null}</span>
          </Fact>
          {/* Absent for users without the Costs permission. */}
          {totals?.grossProfit !== undefined && (
            <Fact label="Gross profit">
              {`${formatMoney(totals.grossProfit)} (${grossProfitPercent(totals.subtotal, totals.grossProfitPct ?? '100')})`}
            </Fact>
          )}
        </SimpleGrid>
        {bid.description && (
          <Text fz="sm" mt="md" style={{ whiteSpace: 'pre-wrap' }}>
            {bid.description}
          </Text>
        )}
      </Paper>
      {editing && <EditBidModal bid={bid} onClose={() => setEditing(false)} />}
    </>
  );
}
