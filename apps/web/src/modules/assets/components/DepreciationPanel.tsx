import {
  type Asset,
  DEPRECIATION_METHOD_LABELS,
  DEPRECIATION_METHODS,
  type Depreciation,
} from '@fieldline/contracts/assets/assets.contract';
import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { DateInputField } from '../../../shared/dates';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { Fact } from '../../../shared/ui';
import { useCreateDepreciation, usePostDepreciation } from '../assets.api';

function NewSchedule({ asset }: { asset: Asset }) {
  const create = useCreateDepreciation(asset.id);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      method: 'StraightLine' as string | null,
      lifeMonths: 60 as number | string,
      salvageValue: '0',
      rateFactor: '2',
      startDate: null as string | null,
      openingAccumulated: '0',
    },
  });
  async function save(v: typeof form.values) {
    setError(null);
    try {
      await create.mutateAsync({
        method: v.method,
        lifeMonths: Number(v.lifeMonths),
        salvageValue: v.salvageValue || '0',
        rateFactor: v.rateFactor || '2',
        openingAccumulated: v.openingAccumulated || '0',
        ...(v.startDate ? { startDate: v.startDate } : {}),
      });
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }
  return (
    <form noValidate onSubmit={form.onSubmit(save)} aria-label="New depreciation schedule">
      <Stack>
        <Text fz="sm" c="dimmed">
          No depreciation yet. Cost {formatMoney(asset.cost)}, in service{' '}
          {asset.inServiceDate ? formatDate(asset.inServiceDate) : 'not set'}.
        </Text>
        <FormError message={error} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Method"
            data={DEPRECIATION_METHODS.map((m) => ({ value: m, label: DEPRECIATION_METHOD_LABELS[m] }))}
            allowDeselect={false}
            {...form.getInputProps('method')}
          />
          <NumberInput
            label="Life (months)"
            min={1}
            max={600}
            allowDecimal={false}
            {...form.getInputProps('lifeMonths')}
          />
          <TextInput label="Salvage value" inputMode="decimal" {...form.getInputProps('salvageValue')} />
          {form.values.method === 'DecliningBalance' && (
            <TextInput
              label="Rate factor"
              description="2 = double declining"
              {...form.getInputProps('rateFactor')}
            />
          )}
          <DateInputField
            label="Start depreciating on"
            description="Leave empty to start when it went into service"
            value={form.values.startDate}
            onChange={(d) => form.setFieldValue('startDate', d)}
            error={form.errors.startDate}
          />
          <TextInput
            label="Depreciation already taken"
            description="For an asset brought in mid-life"
            inputMode="decimal"
            {...form.getInputProps('openingAccumulated')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Create schedule
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The asset's depreciation: the schedule period by period, what is posted, and posting what is due. */
export function DepreciationPanel({
  asset,
  schedules,
  canEdit,
  canSeeLedger,
}: {
  asset: Asset;
  schedules: Depreciation[];
  canEdit: boolean;
  canSeeLedger: boolean;
}) {
  const post = usePostDepreciation();
  const active = schedules.find((s) => s.isActive);
  const postDue = async () => {
    try {
      const r = await post.mutateAsync(null);
      notifications.show({
        color: 'teal',
        message: r.posted
          ? `Posted ${r.posted} periods, ${formatMoney(r.amount)}.`
          : 'Nothing is due to post.',
      });
    } catch (e) {
      notifications.show({ color: 'red', title: 'Not posted', message: (e as Error).message });
    }
  };
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} fz="h4">
          Depreciation
        </Title>
        {active && canEdit && (
          <Button variant="light" onClick={postDue} loading={post.isPending}>
            Post due depreciation
          </Button>
        )}
      </Group>
      {!active &&
        (canEdit ? <NewSchedule asset={asset} /> : <Text c="dimmed">No depreciation schedule.</Text>)}
      {active && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 5 }}>
            <Fact label="Method">
              {DEPRECIATION_METHOD_LABELS[active.method]}
              {active.method === 'DecliningBalance' ? ` × ${active.rateFactor}` : ''}
            </Fact>
            <Fact label="Life">{active.lifeMonths} months</Fact>
            <Fact label="Salvage value">{formatMoney(active.salvageValue)}</Fact>
            <Fact label="Posted">{formatMoney(active.posted)}</Fact>
            <Fact label="Still to depreciate">{formatMoney(active.remaining)}</Fact>
          </SimpleGrid>
          {Number(active.openingAccumulated) > 0 && (
            <Alert color="blue" variant="light">
              {formatMoney(active.openingAccumulated)} was depreciated before {formatDate(active.startDate)}.
            </Alert>
          )}
          <Table striped aria-label="Depreciation schedule" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={50}>#</Table.Th>
                <Table.Th>Period</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Posted</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {active.periods.map((p) => (
                <Table.Tr key={p.seq}>
                  <Table.Td>{p.seq}</Table.Td>
                  <Table.Td>
                    {formatDate(p.periodStart)} – {formatDate(p.periodEnd)}
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(p.amount)}</Table.Td>
                  <Table.Td>
                    {p.postedAt ? (
                      <Group gap="xs">
                        {p.journalEntryId && canSeeLedger ? (
                          <Anchor component={Link} to={`/accounting/journal/${p.journalEntryId}`} fz="sm">
                            Entry {p.journalEntryId}
                          </Anchor>
                        ) : (
                          <Badge variant="light" color="teal">
                            Posted
                          </Badge>
                        )}
                        {p.note && (
                          <Text fz="xs" c="dimmed">
                            {p.note}
                          </Text>
                        )}
                      </Group>
                    ) : (
                      <Text fz="sm" c="dimmed">
                        Not yet
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}
