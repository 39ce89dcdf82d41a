import { formatDateTime } from '@fieldline/contracts/common/dates';
import { formatQuantity, roundMoney } from '@fieldline/contracts/common/money';
import type { SystemStatus } from '@fieldline/contracts/system/system.contract';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconClock,
  IconDatabase,
  IconHeartbeat,
  IconListCheck,
  IconRefresh,
  IconTag,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageHeader, QueryStatus } from '../../../shared/ui';
import { useSystemStatus } from '../system.api';

export function formatUptime(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3_600);
  const minutes = Math.floor((s % 3_600) / 60);
  if (days > 0) return `${days} d ${hours} h ${minutes} min`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return `${minutes} min`;
  return `${s} s`;
}

function StatusCard({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Paper p="lg" radius="md">
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg" radius="md">
          {icon}
        </ThemeIcon>
        <Stack gap={4}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}

const ok = (good: boolean, yes: string, no: string) => (
  <Badge color={good ? 'teal' : 'red'} variant="light">
    {good ? yes : no}
  </Badge>
);

function StatusCards({ status }: { status: SystemStatus }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      <StatusCard icon={<IconHeartbeat size={20} />} label="Overall">
        {ok(status.status === 'ok', 'OK', 'Degraded')}
        <Text fz="xs" c="dimmed">
          Checked {formatDateTime(status.time)}
        </Text>
      </StatusCard>
      <StatusCard icon={<IconDatabase size={20} />} label="Database">
        <Text fw={500}>{status.database.kind === 'pglite' ? 'Embedded (PGlite)' : 'PostgreSQL server'}</Text>
        <Group gap="xs">
          {ok(status.database.reachable, 'Reachable', 'Unreachable')}
          <Text fz="xs" c="dimmed">
            {formatQuantity(roundMoney(status.database.latencyMs, 1))} ms
          </Text>
        </Group>
      </StatusCard>
      <StatusCard icon={<IconListCheck size={20} />} label="Background queue">
        {ok(status.queue.running, 'Running', 'Stopped')}
      </StatusCard>
      <StatusCard icon={<IconTag size={20} />} label="Version">
        <Text fw={500} ff="monospace">
          {status.version}
        </Text>
      </StatusCard>
      <StatusCard icon={<IconClock size={20} />} label="Uptime">
        <Text fw={500}>{formatUptime(status.uptimeSeconds)}</Text>
      </StatusCard>
    </SimpleGrid>
  );
}

export function SystemStatusPage() {
  const query = useSystemStatus();
  return (
    <>
      <PageHeader
        title="System status"
        description="Health of the server, its database and its background queue. Refreshes every 30 seconds."
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            Refresh
          </Button>
        }
      />
      <QueryStatus query={query}>{(status) => <StatusCards status={status} />}</QueryStatus>
    </>
  );
}
