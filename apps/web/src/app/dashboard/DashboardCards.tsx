import { Alert, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
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
        <Text fw={600} c="dimmed" fz="sm" tt="uppercase">
          {card.title}
        </Text>
        <ThemeIcon variant="light" color={card.color} size="lg" radius="md" aria-hidden>
          <card.icon size={20} stroke={1.6} />
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
        {card.count.toLocaleString('en-US')}
      </Text>
      <Text fz="sm" c="dimmed">
        {card.caption}
      </Text>
      {card.amount && (
        <Text fz="sm" fw={600} mt={4}>
          {card.amount}
        </Text>
      )}
    </Card>
  );
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
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: cards.length >= 4 ? 4 : 3, xl: cards.length >= 5 ? 5 : undefined }}
      >
        {cards.map((card) => (
          <CountCard key={card.key} card={card} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
