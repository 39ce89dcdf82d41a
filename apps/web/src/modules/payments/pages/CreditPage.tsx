import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney, formatQuantity } from '@fieldline/contracts/common/money';
import { PageCode, pageUrl } from '@fieldline/contracts/common/page-codes';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { Credit } from '@fieldline/contracts/payments/payments.contract';
import { Anchor, Badge, Button, Grid, Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import type { RecordPageProps } from '../../../app/page-codes';
import { EmptyRow, Fact, PageHeader, QueryStatus } from '../../../shared/ui';
import { ApplyCreditModal } from '../components/ApplyCreditModal';
import { CreditApplications } from '../components/CreditApplications';
import { VoidPaymentButton } from '../components/VoidPaymentButton';
import { useCredit } from '../payments.api';

const money = (v: string) => formatMoney(v);

/** Page code 7127: a customer credit, its GL lines, its journal entry and where it was applied. */
export function CreditPage({ id }: RecordPageProps) {
  const query = useCredit(id);
  const canApply = useAccess(Permission.Payments) >= 2;
  const [applyOpened, apply] = useDisclosure(false);
  return (
    <QueryStatus query={query}>
      {(c: Credit) => (
        <>
          <PageHeader
            crumbs={[{ label: c.customerName, to: pageUrl(PageCode.Customer, c.customerId) }]}
            title={
              <Group gap="sm" component="span">
                <span>Customer credit {c.id}</span>
                <Badge
                  variant="light"
                  color={c.status === 'Open' ? 'teal' : 'gray'}
                  data-testid="credit-status"
                >
                  {c.status}
                </Badge>
              </Group>
            }
            description={c.memo || undefined}
            actions={
              canApply && (
                <Group gap="xs">
                  {c.paymentId && c.status !== 'Void' && (
                    <VoidPaymentButton paymentId={c.paymentId} paymentDate={c.creditDate} />
                  )}
                  {c.status === 'Open' && (
                    <Button onClick={apply.open} data-testid="apply-credit">
                      Apply to invoice
                    </Button>
                  )}
                </Group>
              )
            }
          />
          <Paper p="lg" radius="md" mb="lg">
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              <Fact label="Customer">
                <Anchor component={Link} to={pageUrl(PageCode.Customer, c.customerId)} fz="sm">
                  {c.customerName}
                </Anchor>
              </Fact>
              <Fact label="Date">{formatDate(c.creditDate)}</Fact>
              <Fact label="Source">
                {c.source === 'Overpayment' ? `Overpayment of payment ${c.paymentId}` : 'Issued'}
              </Fact>
              <Fact label="Amount">
                <span data-testid="credit-amount">{money(c.amount)}</span>
                {c.currencyRate !== '1.00000000' && (
                  <Text span fz="xs" c="dimmed">
                    {' '}
                    (system {money(c.systemAmount)} at rate {formatQuantity(c.currencyRate)})
                  </Text>
                )}
              </Fact>
              <Fact label="Applied">{money(c.amountApplied)}</Fact>
              <Fact label="Balance">
                <span data-testid="credit-balance">{money(c.balance)}</span>
              </Fact>
              <Fact label="Journal entry">{c.journalEntryId ? `#${c.journalEntryId}` : ''}</Fact>
            </SimpleGrid>
          </Paper>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <Paper p="lg" radius="md" h="100%">
                <Title order={4} mb="sm">
                  GL lines
                </Title>
                <Table data-testid="credit-lines">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Account</Table.Th>
                      <Table.Th ta="right">Amount</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {c.lines.length === 0 && (
                      <EmptyRow colSpan={2} message="No GL lines (an overpayment credit)" />
                    )}
                    {c.lines.map((l) => (
                      <Table.Tr key={l.id}>
                        <Table.Td>
                          {l.accountCode} · {l.accountName}
                        </Table.Td>
                        <Table.Td ta="right">{money(l.amount)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <Paper p="lg" radius="md" h="100%">
                <Title order={4} mb="sm">
                  Journal entry {c.journalEntryId ? `#${c.journalEntryId}` : ''}
                </Title>
                <Table data-testid="credit-journal">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Account</Table.Th>
                      <Table.Th ta="right">Debit</Table.Th>
                      <Table.Th ta="right">Credit</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {c.journalLines.length === 0 && (
                      <EmptyRow colSpan={3} message="No journal entry of its own" />
                    )}
                    {c.journalLines.map((l) => (
                      <Table.Tr key={l.lineNumber}>
                        <Table.Td>
                          {l.accountCode} · {l.accountName}
                        </Table.Td>
                        <Table.Td ta="right">{l.debit === '0.00' ? '' : money(l.debit)}</Table.Td>
                        <Table.Td ta="right">{l.credit === '0.00' ? '' : money(l.credit)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Paper>
            </Grid.Col>
          </Grid>
          <CreditApplications credit={c} canEdit={canApply} />
          {applyOpened && <ApplyCreditModal credit={c} onClose={apply.close} />}
        </>
      )}
    </QueryStatus>
  );
}
