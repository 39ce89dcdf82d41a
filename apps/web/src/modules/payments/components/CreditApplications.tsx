import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import type { Credit } from '@fieldline/contracts/payments/payments.contract';
import { Anchor, Badge, Paper, Table, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyRow } from '../../../shared/ui';
import { invoiceUrl } from '../../invoices/components/invoice-format';
import { UndoCreditApplicationButton } from './UndoCreditApplicationButton';

/** Where a credit was applied, with Undo (confirmed) for the applications still standing. */
export function CreditApplications({ credit, canEdit }: { credit: Credit; canEdit: boolean }) {
  return (
    <Paper p="lg" radius="md" mt="lg">
      <Title order={4} mb="sm">
        Applications
      </Title>
      <Table data-testid="credit-applications">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Invoice</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {credit.applications.length === 0 && (
            <EmptyRow colSpan={5} message="Not applied to any invoice yet" />
          )}
          {credit.applications.map((a) => (
            <Table.Tr key={a.id} c={a.isVoid ? 'dimmed' : undefined}>
              <Table.Td>
                <Anchor component={Link} to={invoiceUrl(a.invoiceId)} fz="sm">
                  {a.invoiceNumber}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatDate(a.appliedDate)}</Table.Td>
              <Table.Td ta="right">{formatMoney(a.amount)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={a.isVoid ? 'gray' : 'teal'}>
                  {a.isVoid ? 'Undone' : 'Applied'}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">
                {canEdit && !a.isVoid && (
                  <UndoCreditApplicationButton
                    creditId={credit.id}
                    applicationId={a.id}
                    amount={a.amount}
                    invoiceNumber={a.invoiceNumber}
                    aria-label={`Undo application to ${a.invoiceNumber}`}
                  />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
