import type { PublicInvoice } from '@fieldline/contracts/pay-links/pay-links.contract';
import {
  Alert,
  Badge,
  Box,
  Center,
  Divider,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { ApiError } from '../../../app/api';
import { dateOrNone, formatDate, formatMoney } from '../../../shared/format';
import { HowToPay } from '../components/HowToPay';
import { PublicLines } from '../components/PublicLines';
import { usePublicInvoice } from '../pay-links.api';

/**
 * The customer's page behind a pay link (/pay/{token}): no sign-in, no app shell. It shows the one invoice
 * the link names and how to pay it; a refused link shows the server's sentence and nothing else.
 */
export function PayPage() {
  const { token = '' } = useParams();
  const query = usePublicInvoice(token);
  return (
    <Box mih="100vh" bg="gray.0" py={{ base: 'md', sm: 40 }} px="md">
      {query.isPending ? (
        <Center mih="60vh">
          <Loader aria-label="Loading" />
        </Center>
      ) : query.isError ? (
        <Refusal error={query.error} />
      ) : (
        <InvoiceView inv={query.data} />
      )}
    </Box>
  );
}

function Refusal({ error }: { error: Error }) {
  const known = error instanceof ApiError && (error.status === 404 || error.status === 410);
  const message = known
    ? error.message
    : error instanceof ApiError && error.status === 429
      ? 'Too many requests. Wait a minute and reload the page.'
      : 'The invoice could not be loaded. Check your connection and reload the page.';
  return (
    <Center mih="70vh">
      <Paper p="xl" radius="lg" shadow="sm" maw={460} w="100%">
        <Stack align="center" gap="sm" ta="center">
          <IconAlertCircle size={40} color="var(--mantine-color-orange-6)" />
          <Title order={1} fz="h3">
            {known ? 'This link cannot be used' : 'Something went wrong'}
          </Title>
          <Text data-testid="pay-refusal">{message}</Text>
        </Stack>
      </Paper>
    </Center>
  );
}

function InvoiceView({ inv }: { inv: PublicInvoice }) {
  const paid = inv.status === 'Paid';
  const pastDue = !paid && inv.dueDate < new Date().toISOString().slice(0, 10);
  return (
    <Stack maw={820} mx="auto" gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} fz="h2" data-testid="pay-company">
            {inv.company.name}
          </Title>
          <Text c="dimmed" fz="sm">
            {[inv.company.phone, inv.company.email].filter(Boolean).join(' · ')}
          </Text>
        </div>
        <Stack gap={2} align="flex-end">
          <Text fz="sm" c="dimmed">
            Invoice
          </Text>
          <Text fw={700} fz="lg" data-testid="pay-invoice-number">
            {inv.invoiceNumber}
          </Text>
        </Stack>
      </Group>

      <Paper p="xl" radius="lg" shadow="sm">
        <Group justify="space-between" align="center" wrap="wrap" gap="md">
          <div>
            <Text fz="sm" c="dimmed">
              {paid ? 'Balance' : 'Balance due'}
            </Text>
            <Text fz={36} fw={700} lh={1.1} data-testid="pay-balance">
              {formatMoney(inv.balance)}
            </Text>
            {!paid && (
              <Text fz="sm" c={pastDue ? 'red.7' : 'dimmed'}>
                {pastDue ? `Past due since ${formatDate(inv.dueDate)}` : `Due ${formatDate(inv.dueDate)}`}
              </Text>
            )}
          </div>
          {paid ? (
            <Badge
              size="xl"
              color="teal"
              leftSection={<IconCircleCheck size={18} />}
              data-testid="pay-status"
            >
              Paid in full
            </Badge>
          ) : (
            <Badge size="lg" color={pastDue ? 'red' : 'blue'} variant="light" data-testid="pay-status">
              {pastDue ? 'Past due' : 'Open'}
            </Badge>
          )}
        </Group>
        {paid && (
          <Alert mt="md" color="teal" variant="light" icon={<IconCircleCheck size={18} />}>
            This invoice is paid. Thank you. Nothing more is due.
          </Alert>
        )}
      </Paper>

      <Paper p="xl" radius="lg" shadow="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mb="lg">
          <div>
            <Text fz="xs" tt="uppercase" fw={600} c="dimmed" mb={4}>
              Bill to
            </Text>
            <Text fw={600}>{inv.billTo.name}</Text>
            {inv.billTo.address.map((line) => (
              <Text key={line} fz="sm">
                {line}
              </Text>
            ))}
          </div>
          <SimpleGrid cols={2} spacing="xs">
            <Info label="Invoice date" value={dateOrNone(inv.invoiceDate)} />
            <Info label="Due date" value={dateOrNone(inv.dueDate)} />
            {inv.poNumber && <Info label="PO number" value={inv.poNumber} />}
          </SimpleGrid>
        </SimpleGrid>
        <PublicLines inv={inv} />
      </Paper>

      {!paid && <HowToPay inv={inv} />}

      <Divider />
      <Group gap={6} justify="center" c="dimmed">
        <IconClock size={14} />
        <Text fz="xs">
          This link works until {formatDate(inv.expiresAt.slice(0, 10))}. It shows this invoice only.
        </Text>
      </Group>
    </Stack>
  );
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" tt="uppercase" fw={600} c="dimmed">
        {label}
      </Text>
      <Text fz="sm">{value}</Text>
    </div>
  );
}
