import { formatCount } from '@fieldline/contracts/common/money';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { useState } from 'react';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { useGenerateVisits, useVisitSchedule } from '../contract-visits.api';
import { VisitCalendar } from './VisitCalendar';
import { VisitScheduleForm } from './VisitScheduleForm';

/**
 * The contract page's Visits tab (issue 19): the visit schedule, "Generate visits now" and a month
 * calendar of the contract's visits linking to their jobs. `customerId` offers the customer's equipment.
 */
export function ContractVisitsTab(props: { contractId: number; customerId?: number; startDate?: string }) {
  const schedule = useVisitSchedule(props.contractId);
  const generate = useGenerateVisits(props.contractId);
  const [month, setMonth] = useState(() => dayjs(props.startDate ?? undefined).format('YYYY-MM'));
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setError(null);
    try {
      const r = await generate.mutateAsync();
      notifications.show({
        color: 'green',
        title: 'Visits generated',
        message: `${formatCount(r.visitsCreated)} new visits, ${formatCount(r.jobsCreated)} new jobs.`,
      });
    } catch (e) {
      setError(applyServerErrors({ setErrors: () => {}, getValues: () => ({}) }, e));
    }
  };

  if (schedule.isLoading) return <Loader size="sm" />;
  return (
    <Stack>
      <Card withBorder>
        <Stack gap="sm">
          <Title order={4}>Visit schedule</Title>
          {!schedule.data && (
            <Text size="sm" c="dimmed">
              No visit schedule yet: choose how often the visits fall and save.
            </Text>
          )}
          <VisitScheduleForm
            contractId={props.contractId}
            customerId={props.customerId}
            schedule={schedule.data ?? null}
          />
        </Stack>
      </Card>
      <Card withBorder>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={4}>Visits</Title>
            <Button variant="light" onClick={run} loading={generate.isPending} disabled={!schedule.data}>
              Generate visits now
            </Button>
          </Group>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <VisitCalendar contractId={props.contractId} month={month} onMonth={setMonth} />
        </Stack>
      </Card>
    </Stack>
  );
}
