import { addIsoDays, formatDate } from '@fieldline/contracts/common/dates';
import { formatCount } from '@fieldline/contracts/common/money';
import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/format';
import { QueryStatus } from '../../../shared/ui';
import { useBillNow, useContractInvoices } from '../contracts.api';

/**
 * The contract page's Billing tab (issue 19): each billed period or visit with its invoice, and for deferred
 * revenue how much is recognised; "Bill now" runs what the nightly job runs, for this contract.
 */
export function ContractBillingTab(props: { contractId: number; canBill: boolean; active: boolean }) {
  const query = useContractInvoices(props.contractId);
  const bill = useBillNow(props.contractId);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setError(null);
    try {
      const r = await bill.mutateAsync(undefined);
      const parts = [
        r.invoices
          ? `${formatCount(r.invoices)} invoice${r.invoices === 1 ? '' : 's'} for ${formatMoney(r.total)}`
          : 'Nothing new to invoice',
        Number(r.recognizedAmount)
          ? `${formatMoney(r.recognizedAmount)} of deferred revenue recognised`
          : null,
      ];
      if (r.withoutItems.length)
        setError('This contract has no priced items: add them on the Items tab first.');
      notifications.show({
        color: 'green',
        title: 'Billing run',
        message: `${parts.filter(Boolean).join('; ')}.`,
      });
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={4}>Invoices</Title>
        {props.canBill && (
          <Button variant="light" onClick={run} loading={bill.isPending} disabled={!props.active}>
            Bill now
          </Button>
        )}
      </Group>
      {!props.active && (
        <Text size="sm" c="dimmed">
          Billing runs for Active contracts: each period is invoiced on its first day, per-visit contracts
          after each visit is done.
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <QueryStatus query={query}>
        {(rows) =>
          rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nothing billed yet.
            </Text>
          ) : (
            <Table striped aria-label="Contract invoices">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Period</Table.Th>
                  <Table.Th>Invoice</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th ta="right">Total</Table.Th>
                  <Table.Th ta="right">Balance</Table.Th>
                  <Table.Th ta="right">Revenue recognised</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.billingId}>
                    <Table.Td>
                      {r.kind === 'Visit'
                        ? `Visit of ${formatDate(r.periodStart)}`
                        : `${formatDate(r.periodStart)} – ${formatDate(addIsoDays(r.periodEnd, -1))}`}
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/invoices/${r.invoiceId}`} fz="sm">
                        {r.invoiceNumber}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{formatDate(r.invoiceDate)}</Table.Td>
                    <Table.Td>
                      <Badge
                        variant="light"
                        color={r.status === 'Void' ? 'gray' : r.status === 'Paid' ? 'green' : 'blue'}
                      >
                        {r.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(r.total)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(r.balance)}</Table.Td>
                    <Table.Td ta="right">
                      {r.revenueRecognition === 'Immediate'
                        ? 'When billed'
                        : `${formatMoney(r.recognized)} of ${formatMoney(r.amount)}`}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </QueryStatus>
    </Stack>
  );
}
