import { Permission } from '@fieldline/contracts/common/permissions';
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { FormError } from '../../../shared/forms';
import { Fact, PageHeader, QueryStatus, RecordTitle } from '../../../shared/ui';
import { CheckInModal } from '../components/CheckInModal';
import { CheckOutModal } from '../components/CheckOutModal';
import { ToolFormModal } from '../components/ToolFormModal';
import { ToolStatusBadge } from '../components/ToolStatusBadge';
import { CheckoutTable, ScheduleTable } from '../components/ToolTables';
import { useTool, useToolHistory, useToolSchedules, useToolStatus, useUpdateQuantity } from '../tools.api';

/** One tool: its facts, who has it now, its check-out history and its schedule. */
export function ToolPage() {
  const id = Number(useParams().id);
  const query = useTool(id);
  const history = useToolHistory(id);
  const schedules = useToolSchedules(id);
  const status = useToolStatus(id);
  const canEdit = useAccess(Permission.Tools) >= 2;
  const [dialog, setDialog] = useState<'edit' | 'out' | 'in' | null>(null);

  return (
    <QueryStatus query={query}>
      {(t) => {
        const free = Math.max(0, t.quantity - t.checkedOutQuantity);
        const usable = t.status === 'available' || t.status === 'checkedOut';
        const out = status.data?.openCheckouts ?? [];
        return (
          <>
            <PageHeader
              crumbs={[{ label: 'Tools', to: '/tools' }]}
              title={
                <RecordTitle name={t.name}>
                  <ToolStatusBadge status={t.status} />
                </RecordTitle>
              }
              description={`Tool ${t.number}`}
              actions={
                canEdit && (
                  <>
                    {usable && free > 0 && <Button onClick={() => setDialog('out')}>Check out</Button>}
                    {t.checkedOutQuantity > 0 && (
                      <Button color="orange" onClick={() => setDialog('in')}>
                        Check in
                      </Button>
                    )}
                    <Button variant="default" onClick={() => setDialog('edit')}>
                      Edit
                    </Button>
                  </>
                )
              }
            />
            <Paper p="lg" radius="md" mb="lg">
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                <Fact label="Category">{t.category}</Fact>
                <Fact label="Serial number">{t.serialNumber}</Fact>
                <Fact label="Office">{t.officeName}</Fact>
                <Fact label="Home warehouse">{t.warehouseName}</Fact>
                <Fact label="Units in">
                  {free} of {t.quantity}
                </Fact>
                <Fact label="Checked out to">{t.checkedOutTo.map((p) => p.name).join(', ')}</Fact>
                <Fact label="Description">{t.description}</Fact>
                <Fact label="Notes">{t.notes}</Fact>
              </SimpleGrid>
              {canEdit && <QuantityEditor id={t.id} quantity={t.quantity} />}
            </Paper>
            <Paper p="lg" radius="md">
              <Tabs defaultValue="out" keepMounted={false}>
                <Tabs.List mb="md">
                  <Tabs.Tab value="out">Out now ({out.length})</Tabs.Tab>
                  <Tabs.Tab value="schedule">Schedule</Tabs.Tab>
                  <Tabs.Tab value="history">History</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="out">
                  <CheckoutTable label="Out now" rows={out} empty="Every unit is in." />
                </Tabs.Panel>
                <Tabs.Panel value="schedule">
                  <ScheduleTable
                    label="Schedule"
                    rows={schedules.data ?? []}
                    showTool={false}
                    empty="Not scheduled for any job."
                  />
                </Tabs.Panel>
                <Tabs.Panel value="history">
                  <CheckoutTable label="History" rows={history.data?.data ?? []} empty="Never checked out." />
                </Tabs.Panel>
              </Tabs>
            </Paper>
            {dialog === 'edit' && <ToolFormModal tool={t} onClose={() => setDialog(null)} />}
            {dialog === 'out' && <CheckOutModal tool={t} onClose={() => setDialog(null)} />}
            {dialog === 'in' && <CheckInModal tool={t} onClose={() => setDialog(null)} />}
          </>
        );
      }}
    </QueryStatus>
  );
}

/** How many units the company has; never below the units out (the server says so). */
function QuantityEditor({ id, quantity }: { id: number; quantity: number }) {
  const [value, setValue] = useState<number | string>(quantity);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateQuantity(id);
  const changed = Number(value) !== quantity;
  return (
    <Stack gap="xs" mt="md">
      <FormError message={error} />
      <Group align="flex-end" gap="sm">
        <NumberInput
          label="Quantity"
          min={1}
          max={10000}
          allowDecimal={false}
          value={value}
          onChange={setValue}
          w={140}
        />
        <Button
          variant="light"
          disabled={!changed}
          loading={update.isPending}
          onClick={async () => {
            setError(null);
            try {
              await update.mutateAsync(Number(value));
            } catch (e) {
              setError((e as Error).message);
            }
          }}
        >
          Update quantity
        </Button>
        <Text fz="xs" c="dimmed">
          Units the company owns of this tool.
        </Text>
      </Group>
    </Stack>
  );
}
