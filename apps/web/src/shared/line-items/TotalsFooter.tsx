import type { LineItemCollection } from '@fieldline/contracts/line-items/line-items.contract';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { grossProfitPercent, formatMoney as money, ratioPercent as percent } from '../format';

/** Collection totals: cost, price, subtotal, tax, total, markup, margin, gross profit and its percent. */
export function TotalsFooter({ collection }: { collection: LineItemCollection }) {
  const { totals: t, currency } = collection;
  const alt = (v: string) =>
    currency.isAltCurrency ? (
      <Text size="xs" c="dimmed">
        {money(v, { currencyCode: currency.abbreviation })}
      </Text>
    ) : null;
  const cells: { label: string; value: string; alt?: string }[] = [
    { label: 'Cost', value: money(t.cost), alt: t.currencyCost },
    { label: 'Price', value: money(t.price), alt: t.currencyPrice },
    { label: 'Subtotal', value: money(t.subtotal), alt: t.currencySubtotal },
    { label: 'Tax', value: money(t.tax), alt: t.currencyTax },
    { label: 'Total', value: money(t.total), alt: t.currencyTotal },
    { label: 'Markup', value: percent(t.markup) },
    { label: 'Margin', value: percent(t.margin) },
    { label: 'Gross profit', value: money(t.grossProfit), alt: t.currencyGrossProfit },
    { label: 'Gross profit %', value: grossProfitPercent(t.subtotal, t.grossProfitPct) },
  ];
  return (
    <Paper withBorder p="sm" mt="md" aria-label="Collection totals" role="group">
      <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
        {cells.map((c) => (
          <Stack key={c.label} gap={0} align="flex-end" data-total={c.label}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {c.label}
            </Text>
            <Text size="sm" fw={c.label === 'Total' ? 700 : 500}>
              {c.value}
            </Text>
            {c.alt !== undefined && alt(c.alt)}
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
