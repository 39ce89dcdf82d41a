import { formatDateTime } from '@fieldline/contracts/common/dates';
import { Permission } from '@fieldline/contracts/common/permissions';
import { type MailMessage, RETRYABLE_MAIL_STATUSES } from '@fieldline/contracts/mail/mail.contract';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconRefresh } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { formatFileSize, NONE } from '../../../shared/format';
import { Fact, PageHeader, QueryStatus, RecordTitle } from '../../../shared/ui';
import { MailStatusBadge } from '../components/MailStatusBadge';
import { attachmentUrl, useMailMessage, useRetryMail } from '../mail.api';

export function MailMessagePage() {
  const id = Number(useParams().id);
  const message = useMailMessage(id);
  return <QueryStatus query={message}>{(m) => <MessageView m={m} />}</QueryStatus>;
}

function MessageView({ m }: { m: MailMessage }) {
  const canRetry = useAccess(Permission.Settings) >= 2 && RETRYABLE_MAIL_STATUSES.includes(m.status);
  const retry = useRetryMail();
  return (
    <>
      <PageHeader
        crumbs={[{ label: 'Outbox', to: '/admin/outbox' }]}
        title={
          <RecordTitle name={m.subject}>
            <MailStatusBadge status={m.status} />
          </RecordTitle>
        }
        actions={
          canRetry && (
            <Button
              leftSection={<IconRefresh size={16} />}
              onClick={() => retry.mutate(m.id)}
              loading={retry.isPending}
            >
              Retry
            </Button>
          )
        }
      />
      <Stack>
        {m.lastError && (
          <Alert
            color={m.status === 'held' ? 'yellow' : m.status === 'sent' ? 'orange' : 'red'}
            icon={<IconAlertTriangle size={18} />}
            title={m.status === 'held' ? 'Not sent' : 'Last error'}
          >
            {m.lastError}
          </Alert>
        )}
        <Paper p="md" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            <Fact label="From">{m.from}</Fact>
            <Fact label="To">{m.to.join(', ')}</Fact>
            <Fact label="Cc">{m.cc.join(', ') || NONE}</Fact>
            <Fact label="Reply to">{m.replyTo ?? NONE}</Fact>
            <Fact label="Queued">{formatDateTime(m.createdDate)}</Fact>
            <Fact label="Sent">{m.sentDate ? formatDateTime(m.sentDate) : NONE}</Fact>
            <Fact label="Attempts">{m.attempts}</Fact>
            <Fact label="Related record">
              {m.relatedType ? `${m.relatedType} ${m.relatedId ?? ''}` : NONE}
            </Fact>
            <Fact label="Message-ID">
              <Text fz="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
                {m.messageId}
              </Text>
            </Fact>
            {m.serverResponse && <Fact label="Server response">{m.serverResponse}</Fact>}
          </SimpleGrid>
        </Paper>
        <Paper p="md" radius="md">
          <Title order={2} fz="h4" mb="sm">
            Attachments
          </Title>
          {m.attachments.length === 0 ? (
            <Text c="dimmed" fz="sm">
              None
            </Text>
          ) : (
            <Stack gap={4}>
              {m.attachments.map((a) => (
                <Group key={a.id} gap="xs">
                  <IconDownload size={16} />
                  <Anchor href={attachmentUrl(m.id, a.id)} download={a.filename} fz="sm">
                    {a.filename}
                  </Anchor>
                  <Text fz="xs" c="dimmed">
                    {a.contentType}, {formatFileSize(a.sizeBytes)}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
        <Paper p="md" radius="md">
          <MessageBody m={m} />
        </Paper>
        <Paper p="md" radius="md">
          <Title order={2} fz="h4" mb="sm">
            History
          </Title>
          <Table aria-label="History" verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Attempt</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Detail</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {m.history.map((e, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end
                <Table.Tr key={i}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.at)}</Table.Td>
                  <Table.Td>{e.attempt || NONE}</Table.Td>
                  <Table.Td>
                    <MailStatusBadge status={e.status} />
                  </Table.Td>
                  <Table.Td>{e.detail ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </Stack>
    </>
  );
}

/**
 * The HTML body in a sandboxed frame without scripts (srcdoc: nothing is fetched, and the app's CSP still
 * blocks outside images), or the text body as written.
 */
function MessageBody({ m }: { m: MailMessage }) {
  const tabs = [m.html !== null && 'html', m.text !== null && 'text'].filter(Boolean) as string[];
  if (tabs.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        The message has no body.
      </Text>
    );
  return (
    <Tabs defaultValue={tabs[0]}>
      <Tabs.List mb="sm">
        {m.html !== null && <Tabs.Tab value="html">Message</Tabs.Tab>}
        {m.text !== null && <Tabs.Tab value="text">Plain text</Tabs.Tab>}
      </Tabs.List>
      {m.html !== null && (
        <Tabs.Panel value="html">
          <iframe
            title="Message body"
            sandbox=""
            srcDoc={m.html}
            style={{
              width: '100%',
              minHeight: 360,
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 4,
              background: 'white',
            }}
          />
        </Tabs.Panel>
      )}
      {m.text !== null && (
        <Tabs.Panel value="text">
          <Text component="pre" fz="sm" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {m.text}
          </Text>
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
