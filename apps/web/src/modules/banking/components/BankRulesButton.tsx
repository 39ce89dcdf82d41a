import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../app/api';
import { GlAccountSelect } from '../../../shared/ledger';
import { EmptyRow } from '../../../shared/ui';
import {
  useBankRules,
  useBankSettings,
  useDeleteRule,
  useSaveBankSettings,
  useSaveRule,
} from '../banking.api';

/** Saved rules ("payee contains X → account Y") and the account's automatic-confirmation score. */
export function BankRulesButton({ bankAccountId }: { bankAccountId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        Rules
      </Button>
      {open && <RulesModal bankAccountId={bankAccountId} onClose={() => setOpen(false)} />}
    </>
  );
}

function RulesModal({ bankAccountId, onClose }: { bankAccountId: number; onClose: () => void }) {
  const rules = useBankRules();
  const settings = useBankSettings(bankAccountId);
  const saveSettings = useSaveBankSettings(bankAccountId);
  const saveRule = useSaveRule();
  const deleteRule = useDeleteRule();
  const [payee, setPayee] = useState('');
  const [accountId, setAccountId] = useState<number | null>(null);
  const [memo, setMemo] = useState('');
  const [thisAccount, setThisAccount] = useState(true);
  const [score, setScore] = useState<number | ''>('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (settings.data) setScore(settings.data.autoConfirmScore ?? '');
  }, [settings.data]);

  const attempt = async (p: Promise<unknown>) => {
    setError(null);
    try {
      await p;
      return true;
    } catch (err) {
      setError(errorMessage(err));
      return false;
    }
  };
  const add = async () => {
    if (accountId === null) return;
    const body = { bankAccountId: thisAccount ? bankAccountId : null, payeeContains: payee, accountId, memo };
    if (await attempt(saveRule.mutateAsync(body))) {
      setPayee('');
      setMemo('');
    }
  };

  return (
    <Modal opened onClose={onClose} title="Matching rules" size="xl" centered>
      <Stack>
        <Group align="flex-end">
          <NumberInput
            label="Confirm automatically at a score of"
            description="50-100; empty: never. Only a suggestion that is clearly the best is confirmed."
            value={score}
            onChange={(v) => setScore(typeof v === 'number' ? v : '')}
            min={50}
            max={100}
            w={320}
          />
          <Button
            variant="light"
            loading={saveSettings.isPending}
            onClick={() => void attempt(saveSettings.mutateAsync(score === '' ? null : score))}
          >
            Save score
          </Button>
        </Group>
        <Table aria-label="Rules">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Payee or memo contains</Table.Th>
              <Table.Th>Account</Table.Th>
              <Table.Th>Memo</Table.Th>
              <Table.Th>Bank account</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(rules.data ?? []).length === 0 && <EmptyRow colSpan={5} message="No rules yet." />}
            {(rules.data ?? []).map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.payeeContains}</Table.Td>
                <Table.Td>{r.account}</Table.Td>
                <Table.Td>{r.memo}</Table.Td>
                <Table.Td>{r.bankAccountId === null ? 'Every account' : 'This account'}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={`Delete rule ${r.payeeContains}`}
                    onClick={() => void attempt(deleteRule.mutateAsync(r.id))}
                  >
                    <IconTrash size={14} />
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text fw={600} fz="sm">
          New rule
        </Text>
        <Group grow align="flex-start">
          <TextInput
            label="Payee or memo contains"
            value={payee}
            onChange={(e) => setPayee(e.currentTarget.value)}
          />
          <GlAccountSelect
            label="Account"
            value={accountId}
            onChange={(id) => setAccountId(id)}
            excludeRoles={['AR', 'AP']}
            isInventory={false}
          />
        </Group>
        <Group grow align="flex-end">
          <TextInput label="Memo" value={memo} onChange={(e) => setMemo(e.currentTarget.value)} />
          <Checkbox
            label="This bank account only"
            checked={thisAccount}
            onChange={(e) => setThisAccount(e.currentTarget.checked)}
          />
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button
            disabled={payee.trim().length < 2 || accountId === null}
            loading={saveRule.isPending}
            onClick={() => void add()}
          >
            Add rule
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
