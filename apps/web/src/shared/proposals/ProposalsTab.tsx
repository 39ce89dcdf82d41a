import type { Proposal } from '@fieldline/contracts/bids/bids.contract';
import { formatDateTime } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPlus, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, showErrorNotification } from '../../app/api';
import { DocumentActions } from '../document-email';
import { QueryStatus } from '../ui';
import { ProposalModal, RecordSentModal } from './ProposalModals';
import { useProposalMutations, useProposals } from './proposals.api';

const STATUS_COLORS: Record<Proposal['status'], string> = {
  Draft: 'gray',
  Sent: 'cyan',
  Accepted: 'teal',
  Declined: 'red',
};

/**
 * A bid's or a contract's proposals: the text around its price, each with a total snapshot and the record of
 * sending. `base` is the owner's API path ("/bids/12"); `owner` names it in the modal ("bid", "contract").
 */
export function ProposalsTab({ base, owner, canEdit }: { base: string; owner: string; canEdit: boolean }) {
  const query = useProposals(base);
  const m = useProposalMutations(base);
  const [editing, setEditing] = useState<Proposal | 'new' | null>(null);
  const [sending, setSending] = useState<Proposal | null>(null);

  return (
    <>
      {canEdit && (
        <Group mb="md">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            New proposal
          </Button>
        </Group>
      )}
      <QueryStatus query={query}>
        {(list) => (
          <Stack gap="md">
            {list.length === 0 && (
              <Text c="dimmed" fz="sm">
                No proposals yet.
              </Text>
            )}
            {list.map((p) => (
              <Paper key={p.id} withBorder p="md" radius="md" aria-label={`Proposal ${p.name}`}>
                <Group justify="space-between" mb="xs">
                  <Group gap="sm">
                    <Text fw={600}>{p.name}</Text>
                    <Badge variant="light" color={STATUS_COLORS[p.status]}>
                      {p.status}
                    </Badge>
                    <Text fz="sm" c="dimmed">
                      Total {formatMoney(p.total)}
                    </Text>
                  </Group>
                  <Group gap="xs">
                    {/* The proposal as the customer sees it; e-mailing it records a sent record. */}
                    <DocumentActions
                      label={`Proposal ${p.name}`}
                      paths={{ base: `${base}/proposals/${p.id}` }}
                      canSend={canEdit}
                      size="xs"
                      onSent={() => void query.refetch()}
                    />
                    {canEdit && (
                      <>
                        <Button size="xs" variant="default" onClick={() => setEditing(p)}>
                          Edit
                        </Button>
                        <Button size="xs" leftSection={<IconSend size={14} />} onClick={() => setSending(p)}>
                          Record sent
                        </Button>
                      </>
                    )}
                  </Group>
                </Group>
                {p.introduction && (
                  <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }} mb="xs">
                    {p.introduction}
                  </Text>
                )}
                {p.terms && (
                  <Text fz="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }} mb="xs">
                    {p.terms}
                  </Text>
                )}
                {p.sent.length > 0 && (
                  <Table fz="sm" aria-label={`Sent records of ${p.name}`}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Sent to</Table.Th>
                        <Table.Th>Method</Table.Th>
                        <Table.Th>Sent</Table.Th>
                        <Table.Th>Viewed</Table.Th>
                        <Table.Th>Note</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {p.sent.map((s) => (
                        <Table.Tr key={s.id}>
                          <Table.Td>{s.sentTo}</Table.Td>
                          <Table.Td>{s.method}</Table.Td>
                          <Table.Td>{formatDateTime(s.sentDate)}</Table.Td>
                          <Table.Td>
                            {s.viewedDate ? (
                              formatDateTime(s.viewedDate)
                            ) : canEdit ? (
                              <Button
                                size="compact-xs"
                                variant="subtle"
                                onClick={() =>
                                  m.updateSent.mutate(
                                    { pid: p.id, sid: s.id, viewedDate: new Date().toISOString() },
                                    { onError: (e) => showErrorNotification(errorMessage(e)) },
                                  )
                                }
                              >
                                Mark viewed
                              </Button>
                            ) : (
                              '—'
                            )}
                          </Table.Td>
                          <Table.Td>{s.note}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
              </Paper>
            ))}
          </Stack>
        )}
      </QueryStatus>
      {editing && (
        <ProposalModal
          key={editing === 'new' ? 'new' : editing.id}
          base={base}
          owner={owner}
          proposal={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {sending && <RecordSentModal base={base} proposal={sending} onClose={() => setSending(null)} />}
    </>
  );
}
