import { Alert, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatCount, formatDate } from '../../shared/format';
import { errorMessage } from '../api';
import { useDashboard } from './dashboard.api';
import { type DashboardCard, dashboardCards } from './dashboard-cards';

function CountCard({ card }: { card: DashboardCard }) {
  return (
    <Card
      component={Link}
      to={card.href}
      padding="lg"
      radius="md"
      withBorder
      data-testid={`dashboard-${card.key}`}
      aria-label={`${card.title}: ${card.count} ${card.caption}${card.amount ? `, ${card.amount}` : ''}`}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text fw={700} c="dimmed" fz="xs" tt="uppercase" style={{ letterSpacing: 0.4 }}>
          {card.title}
        </Text>
        <ThemeIcon variant="light" color={card.color} size="md" radius="md" aria-hidden>
          <card.icon size={18} stroke={1.6} />
        </ThemeIcon>
      </Group>
      <Text
        fz={40}
        fw={700}
        lh={1.1}
        mt="xs"
        c={card.alert ? `${card.color}.8` : undefined}
        data-testid="count"
      >
        {formatCount(card.count)}
      </Text>
      <Text fz="sm" c="dimmed">
        {card.caption}
      </Text>
      {card.amount && card.count > 0 && (
        <Text fz="sm" fw={600} mt={4}>
          {card.amount}
        </Text>
      )}
    </Card>
  );
}

/** Rows that fill evenly: up to 3 cards keep a third each; 4 as 2 + 2 or one row; 5 as 3 + 2 until 5 fit. */
function columns(n: number) {
  if (n <= 3) return { base: 1, xs: 2, md: 3 };
  if (n === 4) return { base: 1, xs: 2, lg: 4 };
  return { base: 1, xs: 2, md: 3, xl: n };
}

/** The signed-in user's counts, one card per section their permissions show; each card opens its list. */
export function DashboardCards() {
  const query = useDashboard();
  if (query.isError) {
    return (
      <Alert color="red" title="The dashboard could not be loaded">
        {errorMessage(query.error)}
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} aria-busy>
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} h={150} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  const cards = dashboardCards(query.data);
  if (cards.length === 0) return null;
  return (
    <Stack gap="sm">
      <Group gap="xs" align="baseline">
        <Title order={2} fz="h4">
          Today
        </Title>
        <Text c="dimmed" fz="sm">
          {formatDate(query.data.today)}
        </Text>
      </Group>
      <SimpleGrid cols={columns(cards.length)}>
        {cards.map((card) => (
          <CountCard key={card.key} card={card} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
