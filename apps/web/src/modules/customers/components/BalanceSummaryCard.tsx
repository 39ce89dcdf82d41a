import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney, toDecimal } from '@fieldline/contracts/common/money';
import { Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useBalanceSummary } from '../customers.api';

function Figure({
  label,
  value,
  tone,
  note,
}: {
  label: string;
  value: string;
  tone?: string;
  note?: string;
}) {
  return (
    <div>
      {/* Two lines kept for every label, so the values of a row line up when a narrow card wraps some. */}
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} lh={1.35} mih="2.7em">
        {label}
      </Text>
      <Text fz="lg" fw={600} c={tone} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      {note && (
        <Text fz="xs" c="dimmed">
          {note}
        </Text>
      )}
    </div>
  );
}

/**
 * The customer's receivable as of today (docs/accounting/payments.md): open invoices net of unapplied credits,
 * what is past due with its 31–60, 61–90 and over-90-day buckets, and the last payment. Receivables are kept in
 * home currency, so an alternate-currency customer's figures are home amounts too (`homeOnly` says so).
 */
export function BalanceSummaryCard({ customerId, homeOnly }: { customerId: number; homeOnly?: string }) {
  const query = useBalanceSummary(customerId);
  const s = query.data;
  const money = (v: string) => formatMoney(v);
  return (
    <Paper p="lg" radius="md" h="100%">
      <Title order={2} fz="h4" mb={homeOnly ? 4 : 'md'}>
        Balance
      </Title>
      {homeOnly && (
        <Text fz="xs" c="dimmed" mb="md">
          Amounts in home currency (the customer uses {homeOnly}).
        </Text>
      )}
      {!s ? (
        <Skeleton h={90} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          <Figure label="Current balance" value={money(s.currentBalance)} />
          <Figure
            label="Past due"
            value={money(s.pastDue)}
            tone={toDecimal(s.pastDue).greaterThan(0) ? 'red' : undefined}
          />
          <Figure label="Unapplied credits" value={money(s.unappliedCredits)} />
          <Figure label="31–60 days late" value={money(s.over30)} />
          <Figure label="61–90 days late" value={money(s.over60)} />
          <Figure label="Over 90 days late" value={money(s.over90)} />
          <Figure label="Open invoices" value={String(s.openInvoices)} />
          <Figure
            label="Last payment"
            value={s.lastPaymentAmount ? money(s.lastPaymentAmount) : 'None yet'}
            note={s.lastPaymentDate ? `on ${formatDate(s.lastPaymentDate)}` : undefined}
          />
        </SimpleGrid>
      )}
    </Paper>
  );
}
