import { formatDateTime } from '@fieldline/contracts/common/dates';
import { Permission } from '@fieldline/contracts/common/permissions';
import { MAIL_STATUS_LABELS, MAIL_STATUSES, type MailStatus } from '@fieldline/contracts/mail/mail.contract';
import { Anchor, Button, Group, Paper, Select, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPaperclip, IconSearch, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { NONE } from '../../../shared/format';
import { EmptyRow, PageHeader, Paging, QueryStatus } from '../../../shared/ui';
import { MailSetupNote } from '../components/MailSetupNote';
import { MailStatusBadge } from '../components/MailStatusBadge';
import { useOutbox, useSendTestMail } from '../mail.api';

const PAGE_SIZE = 50;
const STATUS_OPTIONS = MAIL_STATUSES.map((s) => ({ value: s, label: MAIL_STATUS_LABELS[s] }));

export function OutboxPage() {
  const canSend = useAccess(Permission.Settings) >= 2;
  const navigate = useNavigate();
  const [status, setStatus] = useState<MailStatus | null>(null);
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const outbox = useOutbox({
    status: status ?? undefined,
    query: query || undefined,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const sendTest = useSendTestMail();

  const sendTestMail = async () => {
    const m = await sendTest.mutateAsync();
    notifications.show({ color: 'teal', message: `Test message queued to ${m.to.join(', ')}` });
  };

  return (
    <>
      <PageHeader
        title="Outbox"
        description="Every e-mail the system sends, with its attachments and what became of it."
        actions={
          canSend && (
            <Button leftSection={<IconSend size={16} />} onClick={sendTestMail} loading={sendTest.isPending}>
              Send test e-mail
            </Button>
          )
        }
      />
      <MailSetupNote />
      <Paper p="md" radius="md">
        <Group mb="md" gap="md" align="flex-end">
          <TextInput
            label="Search"
            placeholder="Subject or recipient"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={280}
          />
          <Select
            label="Status"
            placeholder="Any status"
            data={STATUS_OPTIONS}
            value={status}
            onChange={(v) => {
              setStatus(v as MailStatus | null);
              setPage(1);
            }}
            clearable
            w={180}
          />
        </Group>
        <QueryStatus query={outbox}>
          {(result) => (
            <>
              <Table.ScrollContainer minWidth={900}>
                <Table aria-label="Outbox" highlightOnHover verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Date</Table.Th>
                      <Table.Th>To</Table.Th>
                      <Table.Th>Subject</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th ta="right">Attempts</Table.Th>
                      <Table.Th>Related record</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.data.length === 0 && (
                      <EmptyRow
                        colSpan={6}
                        message="No messages match. Send a test e-mail to try the set-up."
                      />
                    )}
                    {result.data.map((m) => (
                      <Table.Tr
                        key={m.id}
                        style={{ cursor: 'pointer' }}
                        onClick={() => navigate(`/admin/outbox/${m.id}`)}
                      >
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.createdDate)}</Table.Td>
                        <Table.Td>{m.to.join(', ')}</Table.Td>
                        <Table.Td>
                          <Group gap={6} wrap="nowrap">
                            <Anchor component={Link} to={`/admin/outbox/${m.id}`} fz="sm">
                              {m.subject}
                            </Anchor>
                            {m.attachmentCount > 0 && (
                              <IconPaperclip size={14} aria-label={`${m.attachmentCount} attachment(s)`} />
                            )}
                          </Group>
                          {m.lastError && m.status !== 'sent' && (
                            <Text fz="xs" c={m.status === 'held' ? 'dimmed' : 'red'} lineClamp={1}>
                              {m.lastError}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <MailStatusBadge status={m.status} />
                        </Table.Td>
                        <Table.Td ta="right">{m.attempts}</Table.Td>
                        <Table.Td>
                          {m.relatedType ? (
                            `${m.relatedType} ${m.relatedId ?? ''}`
                          ) : (
                            <Text c="dimmed">{NONE}</Text>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Paging total={result.count_filtered} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
            </>
          )}
        </QueryStatus>
      </Paper>
    </>
  );
}
