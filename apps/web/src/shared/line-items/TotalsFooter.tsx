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
  // Cost figures are absent (not zero) for users without the Costs permission: their cells go.
  const cells = [
    { label: 'Cost', value: t.cost, alt: t.currencyCost, show: money },
    { label: 'Price', value: t.price, alt: t.currencyPrice, show: money },
    { label: 'Subtotal', value: t.subtotal, alt: t.currencySubtotal, show: money },
    { label: 'Tax', value: t.tax, alt: t.currencyTax, show: money },
    { label: 'Total', value: t.total, alt: t.currencyTotal, show: money },
    { label: 'Markup', value: t.markup, show: percent },
    { label: 'Margin', value: t.margin, show: percent },
    { label: 'Gross profit', value: t.grossProfit, alt: t.currencyGrossProfit, show: money },
    {
      label: 'Gross profit %',
      value: t.grossProfitPct,
      show: (v: string) => grossProfitPercent(t.subtotal, v),
    },
  ]
    .filter((c) => c.value !== undefined)
    .map((c) => ({ label: c.label, value: c.show(c.value as string), alt: c.alt }));
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
