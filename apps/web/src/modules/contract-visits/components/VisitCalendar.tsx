import { PageCode } from '@fieldline/contracts/common/page-codes';
import type { ContractVisit } from '@fieldline/contracts/contract-visits/contract-visits.contract';
import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { pageUrl } from '../../../app/page-codes';
import { formatCount, formatDateTime } from '../../../shared/format';
import { useContractVisits } from '../contract-visits.api';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A month of the contract's visits, each linking to its job (or "no job yet"). */
export function VisitCalendar(props: { contractId: number; month: string; onMonth(month: string): void }) {
  const first = dayjs(`${props.month}-01`);
  const from = first.format('YYYY-MM-DD');
  const to = first.endOf('month').format('YYYY-MM-DD');
  const visits = useContractVisits(props.contractId, from, to);
  const byDay = new Map<string, ContractVisit[]>();
  for (const v of visits.data ?? []) byDay.set(v.occurrenceDate, [...(byDay.get(v.occurrenceDate) ?? []), v]);
  const lead = first.day();
  const cells = Array.from({ length: Math.ceil((lead + first.daysInMonth()) / 7) * 7 }, (_, i) =>
    i < lead || i >= lead + first.daysInMonth() ? null : first.add(i - lead, 'day'),
  );
  const label = `${MONTH_NAMES[first.month()]} ${first.year()}`;
  const count = (visits.data ?? []).length;

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Group gap="xs">
          <ActionIcon
            variant="subtle"
            aria-label="Previous month"
            onClick={() => props.onMonth(first.subtract(1, 'month').format('YYYY-MM'))}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Title order={4} data-testid="visit-month">
            {label}
          </Title>
          <ActionIcon
            variant="subtle"
            aria-label="Next month"
            onClick={() => props.onMonth(first.add(1, 'month').format('YYYY-MM'))}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
        <Text size="sm" c="dimmed">
          {formatCount(count)} {count === 1 ? 'visit' : 'visits'} this month
        </Text>
      </Group>
      <SimpleGrid cols={7} spacing={4} verticalSpacing={4} role="grid" aria-label={`Visits in ${label}`}>
        {DAY_NAMES.map((d) => (
          <Text key={d} size="xs" fw={600} c="dimmed" ta="center">
            {d}
          </Text>
        ))}
        {cells.map((day, i) => {
          const iso = day?.format('YYYY-MM-DD');
          const list = iso ? (byDay.get(iso) ?? []) : [];
          return (
            <Paper
              key={iso ?? `blank-${i}`}
              withBorder={!!day}
              p={4}
              mih={72}
              bg={list.length ? 'var(--mantine-color-blue-light)' : undefined}
              role="gridcell"
              aria-label={iso}
            >
              {day && (
                <Stack gap={2}>
                  <Text size="xs" c="dimmed">
                    {day.date()}
                  </Text>
                  {list.map((v) => (
                    <Box key={v.id}>
                      {v.job ? (
                        <Tooltip
                          label={v.job.scheduledStart ? formatDateTime(v.job.scheduledStart) : v.job.status}
                        >
                          <Anchor
                            component={Link}
                            to={pageUrl(PageCode.Job, v.job.id)}
                            size="xs"
                            ff="monospace"
                          >
                            {v.job.jobNumber}
                          </Anchor>
                        </Tooltip>
                      ) : (
                        <Badge size="xs" variant="outline" color="gray">
                          No job yet
                        </Badge>
                      )}
                      {v.job && (
                        <Text size="10px" c="dimmed" lh={1.2}>
                          {v.job.status}
                        </Text>
                      )}
                    </Box>
                  ))}
                </Stack>
              )}
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
