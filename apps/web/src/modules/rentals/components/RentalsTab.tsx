import { formatDate, formatDateTime } from '@fieldline/contracts/common/dates';
import {
  type AssetSchedule,
  RATE_BASIS_LABELS,
  type RentalTerm,
} from '@fieldline/contracts/rentals/rentals.contract';
import { ActionIcon, Alert, Badge, Button, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconUnlink } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, silentApi } from '../../../app/api';
import { formatMoney } from '../../../shared/format';
import { QueryStatus } from '../../../shared/ui';
import {
  termPath,
  useAssetSchedules,
  useRentalTerms,
  useRentalWrite,
  useSubstitutions,
} from '../rentals.api';
import { AssignAssetModal } from './AssignAssetModal';
import { AvailabilityGrid } from './AvailabilityGrid';
import { RentalTermModal } from './RentalTermModal';

interface Props {
  contractId: number;
  contractNumber: string;
  startDate: string;
  endDate: string;
  canEdit: boolean;
}

/**
 * The rental contract's Rentals tab (issue 19): what is rented (terms), which asset goes out for each unit
 * (schedules: assign, substitute, unlink, auto-assign) and the substitutions made.
 */
export function RentalsTab(props: Props) {
  const [adding, setAdding] = useState(false);
  const [assigning, setAssigning] = useState<AssetSchedule | null>(null);
  const [error, setError] = useState<string | null>(null);
  const terms = useRentalTerms(props.contractId);
  const schedules = useAssetSchedules(props.contractId);
  const write = useRentalWrite(props.contractId, (f: () => Promise<unknown>) => f());
  const act = async (f: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await write.mutateAsync(f);
      notifications.show({ color: 'green', message: done });
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const autoassign = () =>
    act(async () => {
      const r = await silentApi.post<{ assigned: number; unassigned: unknown[] }>(
        `/contracts/${props.contractId}/assetschedules/autoassign`,
        {},
      );
      if (r.unassigned.length)
        setError(
          `${r.unassigned.length} unit(s) left unassigned: no free asset of the group for those dates.`,
        );
    }, 'Assets assigned.');

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={4}>Rented</Title>
        {props.canEdit && (
          <Button variant="light" onClick={() => setAdding(true)}>
            Add rental
          </Button>
        )}
      </Group>
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <QueryStatus query={terms}>
        {(rows) => (
          <TermsTable
            rows={rows}
            canEdit={props.canEdit}
            onDelete={(t) =>
              act(
                () =>
                  silentApi.delete(
                    termPath({ contractId: t.contractId, groupId: t.group.id, startDate: t.startDate }),
                  ),
                'Rental removed.',
              )
            }
          />
        )}
      </QueryStatus>
      <Group justify="space-between" mt="md">
        <Title order={4}>Asset schedule</Title>
        {props.canEdit && (
          <Button variant="light" onClick={autoassign} loading={write.isPending}>
            Auto-assign assets
          </Button>
        )}
      </Group>
      <QueryStatus query={schedules}>
        {(rows) => (
          <SchedulesTable
            rows={rows}
            canEdit={props.canEdit}
            onAssign={setAssigning}
            onUnlink={(s) =>
              act(
                () => silentApi.patch(`/contracts/${s.contractId}/assetschedules/${s.id}/unlinkAsset`, {}),
                'Asset unlinked.',
              )
            }
          />
        )}
      </QueryStatus>
      <SubstitutionList contractId={props.contractId} />
      <AvailabilityGrid
        from={terms.data?.[0]?.startDate ?? props.startDate}
        ownContract={props.contractNumber}
      />
      {adding && (
        <RentalTermModal
          contractId={props.contractId}
          contractStart={props.startDate}
          contractEnd={props.endDate}
          opened
          onClose={() => setAdding(false)}
        />
      )}
      {assigning && <AssignAssetModal schedule={assigning} onClose={() => setAssigning(null)} />}
    </Stack>
  );
}

function TermsTable(props: { rows: RentalTerm[]; canEdit: boolean; onDelete: (t: RentalTerm) => void }) {
  if (props.rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nothing rented yet: add the asset groups this contract rents.
      </Text>
    );
  return (
    <Table striped aria-label="Rental terms">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Number</Table.Th>
          <Table.Th>Asset group</Table.Th>
          <Table.Th>Dates</Table.Th>
          <Table.Th ta="right">Units</Table.Th>
          <Table.Th ta="right">Rate</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.rows.map((t) => (
          <Table.Tr key={t.id}>
            <Table.Td>{t.number}</Table.Td>
            <Table.Td>
              {t.group.name}
              {t.description && (
                <Text size="xs" c="dimmed">
                  {t.description}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              {formatDate(t.startDate)} – {formatDate(t.endDate)}
            </Table.Td>
            <Table.Td ta="right">
              {t.quantity}
              {t.assigned < t.quantity && (
                <Badge ml="xs" color="orange" variant="light">
                  {t.quantity - t.assigned} unassigned
                </Badge>
              )}
            </Table.Td>
            <Table.Td ta="right">
              {formatMoney(t.rate)} {RATE_BASIS_LABELS[t.rateBasis].toLowerCase()}
            </Table.Td>
            <Table.Td ta="right">
              {props.canEdit && (
                <Tooltip label="Remove this rental">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${t.number}`}
                    onClick={() => props.onDelete(t)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function SchedulesTable(props: {
  rows: AssetSchedule[];
  canEdit: boolean;
  onAssign: (s: AssetSchedule) => void;
  onUnlink: (s: AssetSchedule) => void;
}) {
  if (props.rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No units booked.
      </Text>
    );
  return (
    <Table striped aria-label="Asset schedule">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Rental</Table.Th>
          <Table.Th>Asset</Table.Th>
          <Table.Th>Dates</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.rows.map((s) => (
          <Table.Tr key={s.id}>
            <Table.Td>
              {s.termNumber} · {s.group.name}
            </Table.Td>
            <Table.Td>
              {s.asset ? (
                `${s.asset.assetNumber} ${s.asset.name}`
              ) : (
                <Badge color="orange" variant="light">
                  Unassigned
                </Badge>
              )}
            </Table.Td>
            <Table.Td>
              {formatDate(s.startDate)} – {formatDate(s.endDate)}
            </Table.Td>
            <Table.Td>{s.status}</Table.Td>
            <Table.Td ta="right">
              {props.canEdit && (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Button size="compact-sm" variant="subtle" onClick={() => props.onAssign(s)}>
                    {s.asset ? 'Substitute' : 'Assign'}
                  </Button>
                  {s.asset && (
                    <Tooltip label="Unlink the asset">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Unlink ${s.asset.assetNumber}`}
                        onClick={() => props.onUnlink(s)}
                      >
                        <IconUnlink size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function SubstitutionList({ contractId }: { contractId: number }) {
  const subs = useSubstitutions(contractId);
  if (!subs.data?.length) return null;
  return (
    <Stack gap={4} mt="md">
      <Title order={5}>Substitutions</Title>
      {subs.data.map((x) => (
        <Text size="sm" key={x.id}>
          {formatDate(x.effectiveDate)}: {x.fromAsset.assetNumber} → {x.toAsset.assetNumber}
          {x.reason ? ` (${x.reason})` : ''} · {x.createdBy ?? 'Unknown user'},{' '}
          {formatDateTime(x.createdDate)}
        </Text>
      ))}
    </Stack>
  );
}
