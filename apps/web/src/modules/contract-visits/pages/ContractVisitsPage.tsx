import { Stack, Title } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { ContractVisitsTab } from '../components/ContractVisitsTab';

/**
 * The Visits tab on a page of its own (/contracts/:id/visits) until the contract page's tab registry
 * (contracts/contract-tabs.ts) takes ContractVisitsTab. `?customerId=` offers the customer's equipment.
 */
export function ContractVisitsPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const customerId = search.get('customerId');
  return (
    <Stack>
      <Title order={2}>Contract visits</Title>
      <ContractVisitsTab
        contractId={Number(id)}
        customerId={customerId ? Number(customerId) : undefined}
        startDate={search.get('month') ?? undefined}
      />
    </Stack>
  );
}
