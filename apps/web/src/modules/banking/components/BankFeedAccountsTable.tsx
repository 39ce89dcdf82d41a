import type { BankFeedItem, FeedAccount } from '@fieldline/contracts/banking/bank-feeds.contract';
import { formatMoney } from '@fieldline/contracts/common/money';
import type { BankAccount } from '@fieldline/contracts/payments/payments.contract';
import { Button, Select, Table, Text } from '@mantine/core';
import { IconUnlink } from '@tabler/icons-react';
import { errorMessage } from '../../../app/api';
import { EmptyRow } from '../../../shared/ui';
import { useLinkFeedAccount, useUnlinkFeedAccount } from '../bank-feeds.api';

export const institutionOf = (item: BankFeedItem) =>
  item.institutionName ?? item.institutionId ?? `Bank ${item.id}`;

const accountType = (a: FeedAccount) => [a.type, a.subtype].filter(Boolean).join(' · ');

/**
 * Each connected bank's accounts with their balances, and which Fieldline bank account their bank lines go
 * to. Linking an account brings in its earlier transactions too (the item syncs again from the start).
 */
export function BankFeedAccountsTable({
  items,
  bankAccounts,
  canEdit,
  onNotice,
  onError,
}: {
  items: BankFeedItem[];
  bankAccounts: BankAccount[];
  canEdit: boolean;
  onNotice: (message: string) => void;
  onError: (message: string | null) => void;
}) {
  const link = useLinkFeedAccount();
  const unlink = useUnlinkFeedAccount();
  const rows = items.flatMap((item) => item.accounts.map((account) => ({ item, account })));
  const takenBy = new Map<number, number>();
  for (const { account } of rows)
    if (account.bankAccountId !== null) takenBy.set(account.bankAccountId, account.id);

  const onLink = async (account: FeedAccount, bankAccountId: number) => {
    onError(null);
    try {
      await link.mutateAsync({ feedAccountId: account.id, bankAccountId });
      const name = bankAccounts.find((b) => b.id === bankAccountId)?.name ?? 'the bank account';
      onNotice(`${account.name} is linked to ${name}: its bank lines now come into ${name}.`);
    } catch (err) {
      onError(errorMessage(err));
    }
  };
  const onUnlink = async (account: FeedAccount) => {
    onError(null);
    try {
      await unlink.mutateAsync(account.id);
      onNotice(`${account.name} is unlinked; the bank lines already brought in stay.`);
    } catch (err) {
      onError(errorMessage(err));
    }
  };

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table aria-label="Bank feed accounts" highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Bank</Table.Th>
            <Table.Th>Account</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th ta="right">Current balance</Table.Th>
            <Table.Th ta="right">Available</Table.Th>
            <Table.Th>Fieldline bank account</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <EmptyRow colSpan={7} message="Accounts appear here once a bank is connected." />
          )}
          {rows.map(({ item, account }) => {
            const live = item.status !== 'Disconnected';
            return (
              <Table.Tr key={account.id}>
                <Table.Td>{institutionOf(item)}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {account.name}
                    {account.mask && (
                      <Text span c="dimmed" size="sm">
                        {' '}
                        ••{account.mask}
                      </Text>
                    )}
                  </Text>
                  {account.officialName && account.officialName !== account.name && (
                    <Text size="xs" c="dimmed">
                      {account.officialName}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td tt="capitalize">{accountType(account)}</Table.Td>
                <Table.Td ta="right">{formatMoney(account.currentBalance)}</Table.Td>
                <Table.Td ta="right">{formatMoney(account.availableBalance)}</Table.Td>
                <Table.Td>
                  {canEdit && live ? (
                    <Select
                      aria-label="Link to"
                      placeholder="Not linked: choose an account"
                      data={bankAccounts.map((b) => ({
                        value: String(b.id),
                        label: b.name,
                        disabled: (takenBy.get(b.id) ?? account.id) !== account.id,
                      }))}
                      value={account.bankAccountId === null ? null : String(account.bankAccountId)}
                      onChange={(v) => {
                        if (v && Number(v) !== account.bankAccountId) void onLink(account, Number(v));
                      }}
                      allowDeselect={false}
                      disabled={link.isPending}
                      w={240}
                      size="sm"
                    />
                  ) : (
                    (account.bankAccount ?? (
                      <Text size="sm" c="dimmed">
                        Not linked
                      </Text>
                    ))
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  {canEdit && live && account.bankAccountId !== null && (
                    <Button
                      variant="subtle"
                      color="gray"
                      size="xs"
                      leftSection={<IconUnlink size={14} />}
                      loading={unlink.isPending && unlink.variables === account.id}
                      onClick={() => void onUnlink(account)}
                    >
                      Unlink
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
