import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import { Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useBalanceSummary } from '../customers.api';

function Figure({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="lg" fw={600} c={tone} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </div>
  );
}

export function BalanceSummaryCard({ customerId, symbol }: { customerId: number; symbol: string }) {
  const query = useBalanceSummary(customerId);
  const s = query.data;
  const money = (v: string) => formatMoney(v, { currencySymbol: symbol });
  return (
    <Paper p="lg" radius="md" h="100%">
      <Title order={2} fz="h4" mb="md">
        Balance
      </Title>
      {!s ? (
        <Skeleton h={90} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          <Figure label="Current balance" value={money(s.currentBalance)} />
          <Figure
            label="Past due"
            value={money(s.pastDue)}
            tone={Number(s.pastDue) > 0 ? 'red' : undefined}
          />
          <Figure label="Unapplied credits" value={money(s.unappliedCredits)} />
          <Figure label="Over 30" value={money(s.over30)} />
          <Figure label="Over 60" value={money(s.over60)} />
          <Figure label="Over 90" value={money(s.over90)} />
          <Figure label="Open invoices" value={String(s.openInvoices)} />
          <Figure
            label="Last payment"
            value={
              s.lastPaymentDate && s.lastPaymentAmount
                ? `${money(s.lastPaymentAmount)} · ${formatDate(s.lastPaymentDate)}`
                : 'None yet'
            }
          />
        </SimpleGrid>
      )}
    </Paper>
  );
}
