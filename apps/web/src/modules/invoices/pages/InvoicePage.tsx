import { PageCode } from '@fieldline/contracts/common/page-codes';
import { Permission } from '@fieldline/contracts/common/permissions';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { pageUrl } from '../../../app/page-codes';
import { DocumentActions, SentEmails } from '../../../shared/document-email';
import { DocumentWarnings, Fact, PageHeader, QueryStatus, RecordTitle } from '../../../shared/ui';
import { PayLinkButton } from '../../pay-links/components/PayLinkButton';
import { CardHolds, InvoicePayments } from '../../payments';
import { InvoiceItems } from '../components/InvoiceItems';
import { InvoiceContactsTab, InvoiceEmployeesTab } from '../components/InvoicePeopleTabs';
import { day, INVOICE_STATUS_COLORS, isPastDue, money } from '../components/invoice-format';
import { VoidInvoiceModal } from '../components/VoidInvoiceModal';
import { useInvoice } from '../invoices.api';

/** One invoice: header facts, items by group, tax by authority, totals, payments, contacts and commission. */
export function InvoicePage() {
  const id = Number(useParams().id);
  const query = useInvoice(id);
  const canEdit = useAccess(Permission.Invoices) >= 2;
  const canSeeCards = useAccess(Permission.MerchantServices) >= 1;
  const [voiding, setVoiding] = useState(false);

  return (
    <QueryStatus query={query}>
      {(inv) => (
        <>
          <PageHeader
            crumbs={[{ label: 'Invoices', to: '/invoices' }]}
            title={
              <RecordTitle name={`Invoice ${inv.invoiceNumber}`}>
                <Badge
                  variant="light"
                  color={INVOICE_STATUS_COLORS[inv.status] ?? 'gray'}
                  data-testid="invoice-status"
                >
                  {inv.status}
                </Badge>
                {inv.invoiceType === 'Deposit' && <Badge variant="outline">Deposit</Badge>}
                {isPastDue(inv.status, inv.dueDate) && (
                  <Badge variant="outline" color="red">
                    Past due
                  </Badge>
                )}
              </RecordTitle>
            }
            description={`${inv.customer.name} · ${money(inv.total)} · balance ${money(inv.balance)}`}
            actions={
              <Group gap="xs">
                <DocumentActions
                  label={`${inv.invoiceType === 'Deposit' ? 'Deposit Invoice' : 'Invoice'} ${inv.invoiceNumber}`}
                  paths={{ base: `/invoices/${inv.id}` }}
                  canSend={canEdit}
                />
                {canEdit && inv.status !== 'Void' && (
                  <>
                    <PayLinkButton invoiceId={inv.id} invoiceNumber={inv.invoiceNumber} />
                    <Button color="red" variant="light" onClick={() => setVoiding(true)}>
                      Void
                    </Button>
                  </>
                )}
              </Group>
            }
          />
          <DocumentWarnings warnings={inv.warnings} mb="lg" />
          <Paper p="lg" radius="md" mb="lg">
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              <Fact label="Customer">
                <Anchor component={Link} to={pageUrl(PageCode.Customer, inv.customer.id)} fz="sm">
                  {inv.customer.name}
                </Anchor>
              </Fact>
              <Fact label="Location">{inv.location?.name}</Fact>
              <Fact label="Job">
                {inv.job && (
                  <Anchor component={Link} to={pageUrl(PageCode.Job, inv.job.id)} fz="sm">
                    {inv.job.jobNumber} · {inv.job.name}
                  </Anchor>
                )}
              </Fact>
              <Fact label="PO number">{inv.poNumber}</Fact>
              <Fact label="Invoice date">{day(inv.invoiceDate)}</Fact>
              <Fact label="Due date">{day(inv.dueDate)}</Fact>
              <Fact label="Office">{inv.office?.name}</Fact>
              <Fact label="Tax schedule">{inv.taxSchedule?.name}</Fact>
              <Fact label="Total">{money(inv.total)}</Fact>
              <Fact label="Paid">{money(inv.amountPaid)}</Fact>
              <Fact label="Balance">{money(inv.balance)}</Fact>
              {inv.status === 'Void' && (
                <Fact label="Voided">
                  {day(inv.voidedDate)} · {inv.voidReason}
                </Fact>
              )}
            </SimpleGrid>
            {inv.notes && (
              <Text fz="sm" mt="md" style={{ whiteSpace: 'pre-wrap' }}>
                {inv.notes}
              </Text>
            )}
          </Paper>
          <Paper p="lg" radius="md" mb="lg">
            <InvoiceItems invoice={inv} />
          </Paper>
          {/* Payments applied to the invoice: the payments module's section (Receive Payment, Void, Undo). */}
          <Paper p="lg" radius="md" mb="lg">
            <InvoicePayments
              invoiceId={inv.id}
              invoiceNumber={inv.invoiceNumber}
              customerId={inv.customer.id}
            />
          </Paper>
          {canSeeCards && (
            <Paper p="lg" radius="md" mb="lg">
              <CardHolds
                kind="invoice"
                subjectId={inv.id}
                customerId={inv.customer.id}
                jobId={inv.job?.id ?? null}
                invoiceId={inv.id}
              />
            </Paper>
          )}
          <Paper p="lg" radius="md" mb="lg">
            <SentEmails base={`/invoices/${inv.id}`} />
          </Paper>
          <Paper p="lg" radius="md">
            <Tabs defaultValue="contacts" keepMounted={false}>
              <Tabs.List mb="md">
                <Tabs.Tab value="contacts">Contacts</Tabs.Tab>
                <Tabs.Tab value="employees">Employees & commission</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="contacts">
                <InvoiceContactsTab invoiceId={inv.id} customerId={inv.customer.id} canEdit={canEdit} />
              </Tabs.Panel>
              <Tabs.Panel value="employees">
                <InvoiceEmployeesTab invoiceId={inv.id} canEdit={canEdit} />
              </Tabs.Panel>
            </Tabs>
          </Paper>
          {voiding && (
            <VoidInvoiceModal
              invoiceId={inv.id}
              invoiceNumber={inv.invoiceNumber}
              invoiceDate={inv.invoiceDate}
              onClose={() => setVoiding(false)}
            />
          )}
        </>
      )}
    </QueryStatus>
  );
}
