import type { BankFeedItem, LinkToken } from '@fieldline/contracts/banking/bank-feeds.contract';
import { formatDateTime } from '@fieldline/contracts/common/dates';
import { Permission } from '@fieldline/contracts/common/permissions';
import { Alert, Badge, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconHistory,
  IconPlugConnected,
  IconPlugConnectedX,
  IconRefresh,
  IconUserCheck,
} from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../app/api';
import { useAccess } from '../../../app/auth/AuthProvider';
import { EmptyRow, PageHeader } from '../../../shared/ui';
import {
  requestLinkToken,
  requestReloginToken,
  useBankFeedItems,
  useLinkItem,
  useRefreshItem,
} from '../bank-feeds.api';
import { useBankAccountList } from '../banking.api';
import { BankFeedAccountsTable, institutionOf } from '../components/BankFeedAccountsTable';
import { BankFeedDisconnectModal } from '../components/BankFeedDisconnectModal';
import { BankFeedRecentErrorsModal } from '../components/BankFeedRecentErrorsModal';
import { BankFeedSyncHistoryModal } from '../components/BankFeedSyncHistoryModal';
import { openPlaidLink } from '../plaid-link';

const STATUS = {
  Connected: { color: 'teal', label: 'Connected' },
  LoginRequired: { color: 'orange', label: 'Login required' },
  Disconnected: { color: 'gray', label: 'Disconnected' },
} as const;

type Dialog = { kind: 'history' | 'errors' | 'disconnect'; item: BankFeedItem } | null;

/** Banks linked through the bank feed, their accounts and sync status (issue 21 item 5; decision 030). */
export function BankFeedsPage() {
  const items = useBankFeedItems();
  const bankAccounts = useBankAccountList();
  const canEdit = useAccess(Permission.Banking) >= 2;
  const linkItem = useLinkItem();
  const refresh = useRefreshItem();
  const [connecting, setConnecting] = useState(false);
  const [relogin, setRelogin] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = items.data ?? [];

  const clear = () => {
    setNotice(null);
    setError(null);
  };

  /**
   * Plaid's token opens Plaid Link, where the user signs in to their bank: it answers a public token, or null
   * when they close it. The offline feed's token is accepted back as the public token.
   */
  const openLink = (token: LinkToken): Promise<string | null> =>
    token.provider === 'Offline' ? Promise.resolve(token.linkToken) : openPlaidLink(token.linkToken);

  const connect = async () => {
    clear();
    setConnecting(true);
    try {
      const token = await requestLinkToken();
      const publicToken = await openLink(token);
      if (!publicToken) return;
      const item = await linkItem.mutateAsync(publicToken);
      setNotice(
        token.provider === 'Offline'
          ? `${institutionOf(item)} is connected through the offline demo bank feed: no Plaid keys are set up, ` +
              'so its account and transactions are sample data, not a real bank. Link its account to a ' +
              'Fieldline bank account below to bring the transactions in.'
          : `${institutionOf(item)} is connected. Link its accounts to Fieldline bank accounts below to bring ` +
              'their transactions in.',
      );
      if (item.errorMessage) setError(`The first sync failed: ${item.errorMessage}`);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setConnecting(false);
    }
  };

  const doRefresh = async (item: BankFeedItem) => {
    clear();
    try {
      const sync = await refresh.mutateAsync(item.id);
      if (sync.status === 'Failed')
        setError(`${institutionOf(item)}: ${sync.errorMessage ?? 'the sync failed.'}`);
      else
        setNotice(
          `${institutionOf(item)} synced: ${sync.added} added, ${sync.modified} changed, ${sync.removed} removed.` +
            (sync.unlinked > 0 ? ` ${sync.unlinked} line(s) of accounts not linked yet were left out.` : ''),
        );
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  const reconnect = async (item: BankFeedItem) => {
    clear();
    setRelogin(item.id);
    try {
      const token = await requestReloginToken(item.id);
      // Link in update mode repairs the bank login itself (the offline feed has none to repair); the sync
      // that then succeeds puts the item back to Connected.
      if (!(await openLink(token))) return;
      const sync = await refresh.mutateAsync(item.id);
      if (sync.status === 'Failed')
        setError(`${institutionOf(item)}: ${sync.errorMessage ?? 'the sync failed.'}`);
      else
        setNotice(
          `${institutionOf(item)} is reconnected${token.provider === 'Offline' ? ' (offline demo bank feed)' : ''} and synced again.`,
        );
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setRelogin(null);
    }
  };

  const live = list.filter((i) => i.status !== 'Disconnected');
  return (
    <>
      <PageHeader
        title="Bank feeds"
        description="Banks connected to Fieldline: their accounts, when they last synced and what went wrong."
        actions={
          canEdit && (
            <Button
              leftSection={<IconPlugConnected size={16} />}
              loading={connecting}
              onClick={() => void connect()}
            >
              Connect a bank
            </Button>
          )
        }
      />
      {notice && (
        <Alert color="teal" mb="md" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {error && (
        <Alert color="red" mb="md" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Paper p="lg" radius="md" mb="lg">
        <Title order={4} mb="sm">
          Connected banks
        </Title>
        <Table.ScrollContainer minWidth={900}>
          <Table aria-label="Bank feeds" highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Bank</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Last sync</Table.Th>
                <Table.Th style={{ whiteSpace: 'nowrap' }}>Last error</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.length === 0 && (
                <EmptyRow
                  colSpan={5}
                  message={
                    items.isLoading
                      ? 'Loading…'
                      : 'No bank connected yet. Connect a bank to bring its transactions in automatically.'
                  }
                />
              )}
              {list.map((item) => {
                const status = STATUS[item.status];
                const name = institutionOf(item);
                return (
                  <Table.Tr key={item.id}>
                    <Table.Td miw={170}>
                      <Text size="sm" fw={500}>
                        {name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {item.provider === 'Offline' ? 'Offline demo bank feed' : 'Plaid'} ·{' '}
                        {item.accounts.length === 1 ? '1 account' : `${item.accounts.length} accounts`}
                      </Text>
                    </Table.Td>
                    <Table.Td miw={130}>
                      <Badge variant="light" color={status.color}>
                        {status.label}
                      </Badge>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {item.lastSyncDate ? formatDateTime(item.lastSyncDate) : 'Never'}
                    </Table.Td>
                    <Table.Td maw={320}>
                      {item.errorMessage ? (
                        <Text size="sm" c="red">
                          {item.errorMessage}
                        </Text>
                      ) : (
                        <Text size="sm" c="dimmed">
                          None
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end">
                        {canEdit && item.status !== 'Disconnected' && (
                          <Button
                            variant="light"
                            size="xs"
                            leftSection={<IconRefresh size={14} />}
                            loading={refresh.isPending && refresh.variables === item.id && relogin === null}
                            onClick={() => void doRefresh(item)}
                          >
                            Refresh
                          </Button>
                        )}
                        {canEdit && item.status === 'LoginRequired' && (
                          <Button
                            variant="light"
                            color="orange"
                            size="xs"
                            leftSection={<IconUserCheck size={14} />}
                            loading={relogin === item.id}
                            onClick={() => void reconnect(item)}
                          >
                            Reconnect
                          </Button>
                        )}
                        <Button
                          variant="subtle"
                          size="xs"
                          leftSection={<IconHistory size={14} />}
                          onClick={() => setDialog({ kind: 'history', item })}
                        >
                          Sync history
                        </Button>
                        <Button
                          variant="subtle"
                          size="xs"
                          leftSection={<IconAlertTriangle size={14} />}
                          onClick={() => setDialog({ kind: 'errors', item })}
                        >
                          Recent errors
                        </Button>
                        {canEdit && item.status !== 'Disconnected' && (
                          <Button
                            variant="subtle"
                            color="red"
                            size="xs"
                            leftSection={<IconPlugConnectedX size={14} />}
                            onClick={() => setDialog({ kind: 'disconnect', item })}
                          >
                            Disconnect
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Paper p="lg" radius="md">
        <Title order={4}>Accounts</Title>
        <Text size="sm" c="dimmed" mb="sm">
          Link each bank account to the Fieldline bank account its lines belong in; linking brings in its
          earlier transactions too.
        </Text>
        <BankFeedAccountsTable
          items={live}
          bankAccounts={bankAccounts.data ?? []}
          canEdit={canEdit}
          onNotice={(m) => {
            clear();
            setNotice(m);
          }}
          onError={setError}
        />
      </Paper>
      {dialog?.kind === 'history' && (
        <BankFeedSyncHistoryModal
          itemId={dialog.item.id}
          institution={institutionOf(dialog.item)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'errors' && (
        <BankFeedRecentErrorsModal
          itemId={dialog.item.id}
          institution={institutionOf(dialog.item)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'disconnect' && (
        <BankFeedDisconnectModal
          itemId={dialog.item.id}
          institution={institutionOf(dialog.item)}
          onClose={() => setDialog(null)}
          onDone={(m) => {
            clear();
            setNotice(m);
          }}
        />
      )}
    </>
  );
}
