import { Permission } from '@fieldline/contracts/common/permissions';
import { Anchor, Badge, Button, Group, Paper, Table, Tabs, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { EmptyRow, PageHeader, QueryStatus } from '../../../shared/ui';
import { TokensTab } from '../components/TokensTab';
import { useEmailTemplates, useMessageTemplates, useRecordTypes } from '../templates.api';

const TABS = ['email', 'message', 'tokens'] as const;
type Tab = (typeof TABS)[number];

/** Administration → Templates: e-mail templates, message templates and e-mail tokens. */
export function TemplatesPage() {
  const canEdit = useAccess(Permission.Notifications) >= 2;
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t === params.get('tab')) ?? 'email';
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Templates"
        description="What e-mails and messages to customers and suppliers say, with merge tags filled from the record."
        actions={
          canEdit &&
          tab !== 'tokens' && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => navigate(`/admin/templates/${tab}/new`)}
            >
              {tab === 'email' ? 'New e-mail template' : 'New message template'}
            </Button>
          )
        }
      />
      <Paper p="md" radius="md">
        <Tabs value={tab} onChange={(v) => setParams({ tab: v ?? 'email' }, { replace: true })}>
          <Tabs.List mb="md">
            <Tabs.Tab value="email">E-mail templates</Tabs.Tab>
            <Tabs.Tab value="message">Message templates</Tabs.Tab>
            <Tabs.Tab value="tokens">E-mail tokens</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="email">{tab === 'email' && <EmailList />}</Tabs.Panel>
          <Tabs.Panel value="message">{tab === 'message' && <MessageList />}</Tabs.Panel>
          <Tabs.Panel value="tokens">{tab === 'tokens' && <TokensTab canEdit={canEdit} />}</Tabs.Panel>
        </Tabs>
      </Paper>
    </>
  );
}

const Active = ({ on }: { on: boolean }) => (
  <Badge variant="light" color={on ? 'teal' : 'gray'}>
    {on ? 'Active' : 'Inactive'}
  </Badge>
);

function EmailList() {
  const list = useEmailTemplates();
  return (
    <QueryStatus query={list}>
      {(rows) => (
        <Table aria-label="E-mail templates" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Subject</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && <EmptyRow colSpan={4} message="No e-mail templates yet." />}
            {rows.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/admin/templates/email/${t.id}`} fz="sm">
                    {t.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    {t.typeName}
                    {t.isDefault && (
                      <Badge size="xs" variant="outline">
                        Default
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm" lineClamp={1}>
                    {t.subject}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Active on={t.isActive} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </QueryStatus>
  );
}

function MessageList() {
  const list = useMessageTemplates();
  const types = useRecordTypes();
  const label = (r: string) => types.data?.find((x) => x.recordType === r)?.label ?? r;
  return (
    <QueryStatus query={list}>
      {(rows) => (
        <Table aria-label="Message templates" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Record type</Table.Th>
              <Table.Th>Message</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && <EmptyRow colSpan={4} message="No message templates yet." />}
            {rows.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/admin/templates/message/${t.id}`} fz="sm">
                    {t.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{label(t.recordType)}</Table.Td>
                <Table.Td>
                  <Text fz="sm" lineClamp={1}>
                    {t.body}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Active on={t.isActive} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </QueryStatus>
  );
}
