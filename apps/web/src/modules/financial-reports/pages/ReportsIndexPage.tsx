import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { accessLevelOf, useAuth } from '../../../app/auth/AuthProvider';
import { PageHeader } from '../../../shared/ui';
import { REPORTS } from '../reports.list';

/** The financial reports a user may open, each with what it shows. */
export function ReportsIndexPage() {
  const { user } = useAuth();
  return (
    <Stack gap="md">
      <PageHeader
        title="Financial reports"
        description="Statements, ledger detail, aging and cash forecast."
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {REPORTS.filter((r) => accessLevelOf(user, r.permission) >= 1).map((r) => (
          <Paper key={r.slug} p="md" radius="md" withBorder>
            <Anchor component={Link} to={`/reports/${r.slug}`} fw={600}>
              {r.title}
            </Anchor>
            <Text size="sm" c="dimmed" mt={4}>
              {r.description}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
