import { formatDate } from '@fieldline/contracts/common/dates';
import { PageCode } from '@fieldline/contracts/common/page-codes';
import type { Recommendation } from '@fieldline/contracts/equipment/recommendations.contract';
import { ActionIcon, Button, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconLink, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { confirmModal } from '../../../shared/modals';
import { EmptyRow, QueryStatus } from '../../../shared/ui';
import {
  type RecommendationScope,
  useRecommendationLists,
  useRecommendationMutations,
  useRecommendations,
} from '../equipment.api';
import { AddRecommendationForm } from './AddRecommendationForm';
import { LinkBidModal } from './LinkBidModal';
import { RecordLink } from './RecordLink';

/**
 * Work recommended for a piece of equipment (on its page) or found on a job (on the job page, with the
 * equipment column and the job's equipment to choose from): add, change the status, link to a pending
 * job, delete.
 */
export function RecommendationsTab({
  scope,
  equipmentChoices = [],
  canEdit,
}: {
  scope: RecommendationScope;
  /** On a job: the equipment worked on, one of which a new recommendation is for. */
  equipmentChoices?: { id: number; name: string; serialNumber: string | null }[];
  canEdit: boolean;
}) {
  const query = useRecommendations(scope);
  const lists = useRecommendationLists();
  const { update, remove } = useRecommendationMutations();
  const onJob = 'jobId' in scope;
  const columns = (canEdit ? 7 : 6) + (onJob ? 1 : 0);
  const [linking, setLinking] = useState<Recommendation | null>(null);
  const urgencyName = (id: number | null) =>
    id ? (lists.urgencies.find((u) => u.id === id)?.name ?? '') : '—';
  const onError = (e: unknown) => showErrorNotification(errorMessage(e));

  const confirmDelete = async (r: Recommendation) => {
    const ok = await confirmModal('Delete this recommendation?', {
      title: 'Delete recommendation',
      confirmLabel: 'Delete',
      danger: true,
    });
    if (ok) remove.mutate(r.id, { onError });
  };

  return (
    <Stack>
      {canEdit && (!onJob || equipmentChoices.length > 0) && (
        <AddRecommendationForm scope={scope} equipmentChoices={equipmentChoices} lists={lists} />
      )}
      {canEdit && onJob && equipmentChoices.length === 0 && (
        <Text c="dimmed" fz="sm">
          Add the equipment worked on (Equipment tab) to recommend work for it.
        </Text>
      )}
      <QueryStatus query={query}>
        {(rows) => (
          <Table aria-label="Recommendations" highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Entered</Table.Th>
                {onJob && <Table.Th>Equipment</Table.Th>}
                <Table.Th>Type</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Urgency</Table.Th>
                <Table.Th w={150}>Status</Table.Th>
                <Table.Th>Pending job</Table.Th>
                {canEdit && <Table.Th w={50} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && <EmptyRow colSpan={columns} message="No recommendations." />}
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Text fz="sm">{formatDate(r.enteredOn)}</Text>
                    <Text fz="xs" c="dimmed">
                      {r.createdBy?.displayName ?? ''}
                    </Text>
                  </Table.Td>
                  {onJob && (
                    <Table.Td>
                      <RecordLink code={PageCode.Equipment} id={r.equipment.id}>
                        {[r.equipment.name, r.equipment.serialNumber].filter(Boolean).join(' · ')}
                      </RecordLink>
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Tooltip
                      label={r.recommendationType.typeDescription}
                      disabled={!r.recommendationType.typeDescription}
                    >
                      <Text fz="sm">{r.recommendationType.typeName}</Text>
                    </Tooltip>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-line' }}>{r.description}</Table.Td>
                  <Table.Td>{urgencyName(r.urgencyId)}</Table.Td>
                  <Table.Td>
                    {canEdit ? (
                      <Select
                        size="xs"
                        aria-label="Status"
                        allowDeselect={false}
                        data={lists.statuses.map((s) => ({ value: String(s.id), label: s.name }))}
                        value={String(r.status.id)}
                        onChange={(v) =>
                          v &&
                          update.mutate({ id: r.id, statusId: Number(v), version: r.version }, { onError })
                        }
                      />
                    ) : (
                      r.status.name
                    )}
                  </Table.Td>
                  <Table.Td>
                    {r.bidId ? (
                      <RecordLink code={PageCode.PendingJob} id={r.bidId}>
                        Pending job {r.bidId}
                      </RecordLink>
                    ) : canEdit ? (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        leftSection={<IconLink size={12} />}
                        onClick={() => setLinking(r)}
                      >
                        Link to pending job
                      </Button>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <Tooltip label="Delete recommendation">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label="Delete recommendation"
                          onClick={() => void confirmDelete(r)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryStatus>
      <LinkBidModal recommendation={linking} onClose={() => setLinking(null)} />
    </Stack>
  );
}
