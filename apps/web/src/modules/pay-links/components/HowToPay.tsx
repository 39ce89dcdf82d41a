import type { PublicInvoice } from '@fieldline/contracts/pay-links/pay-links.contract';
import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconCreditCard, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Card payment once a gateway is configured; until then a bank transfer or a check to the remit-to office. */
export function HowToPay({ inv }: { inv: PublicInvoice }) {
  const bank = inv.bank;
  return (
    <Paper p="xl" radius="lg" shadow="sm">
      <Title order={2} fz="h4" mb="md">
        How to pay
      </Title>
      <Alert
        color="gray"
        variant="light"
        icon={<IconCreditCard size={18} />}
        mb="lg"
        data-testid="pay-card-note"
      >
        {inv.cardPayment.message}
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Method icon={<IconBuildingBank size={20} />} title="Bank transfer">
          {bank ? (
            <Stack gap={2} data-testid="pay-bank">
              <Row label="Bank" value={bank.bankName} />
              <Row label="Account name" value={bank.accountName} />
              <Row label="Routing number" value={bank.routingNumber} />
              <Row label="Account number" value={bank.accountNumber} />
              <Row label="Reference" value={inv.invoiceNumber} />
              {bank.instructions && (
                <Text fz="sm" mt={6} style={{ whiteSpace: 'pre-wrap' }}>
                  {bank.instructions}
                </Text>
              )}
            </Stack>
          ) : (
            <Text fz="sm" c="dimmed">
              Ask {inv.company.name} for their bank details.
            </Text>
          )}
        </Method>
        <Method icon={<IconMail size={20} />} title="By check">
          {inv.remitTo ? (
            <Stack gap={0} data-testid="pay-remit-to">
              <Text fz="sm">Payable to {inv.company.name}, mailed to:</Text>
              <Text fz="sm" fw={600} mt={4}>
                {inv.remitTo.name}
              </Text>
              {inv.remitTo.address.map((line) => (
                <Text key={line} fz="sm">
                  {line}
                </Text>
              ))}
              <Text fz="sm" mt={4}>
                Write {inv.invoiceNumber} on the check.
              </Text>
            </Stack>
          ) : (
            <Text fz="sm">
              Payable to {inv.company.name}. Write {inv.invoiceNumber} on the check.
            </Text>
          )}
        </Method>
      </SimpleGrid>
    </Paper>
  );
}

function Method({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Text fw={600} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        {icon}
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <Text fz="sm">
      <Text span c="dimmed" fz="sm">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
}
