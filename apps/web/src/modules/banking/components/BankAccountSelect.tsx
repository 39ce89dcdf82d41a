import { Select, type SelectProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useBankAccountList } from '../banking.api';

/** The bank account a bank screen shows: the first one until the user picks another. */
export function useBankAccountChoice() {
  const accounts = useBankAccountList();
  const [accountId, setAccountId] = useState<number | null>(null);
  useEffect(() => {
    if (accountId === null && accounts.data?.length) setAccountId(accounts.data[0].id);
  }, [accounts.data, accountId]);
  return { accounts: accounts.data ?? [], accountId, setAccountId };
}

export function BankAccountSelect({
  choice,
  onPicked,
  ...props
}: { choice: ReturnType<typeof useBankAccountChoice>; onPicked?: () => void } & Omit<
  SelectProps,
  'data' | 'value' | 'onChange'
>) {
  return (
    <Select
      label="Bank account"
      data={choice.accounts.map((a) => ({ value: String(a.id), label: a.name }))}
      value={choice.accountId === null ? null : String(choice.accountId)}
      onChange={(v) => {
        choice.setAccountId(v ? Number(v) : null);
        onPicked?.();
      }}
      allowDeselect={false}
      w={260}
      {...props}
    />
  );
}
