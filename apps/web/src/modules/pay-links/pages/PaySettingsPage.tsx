import type { Company } from '@fieldline/contracts/organization/organization.contract';
import type { PaySettings } from '@fieldline/contracts/pay-links/pay-links.contract';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, errorMessage } from '../../../app/api';
import { FormError } from '../../../shared/forms';
import { PageHeader, QueryStatus } from '../../../shared/ui';
import { usePaySettings, useSavePaySettings } from '../pay-links.api';

type Fields = Omit<PaySettings, 'companyId' | 'companyName'>;
const EMPTY: Fields = {
  bankName: '',
  accountName: '',
  routingNumber: '',
  accountNumber: '',
  instructions: '',
};

/** Administration → Pay page: the bank details customers see on an invoice's pay page, per company. */
export function PaySettingsPage() {
  const companies = useQuery({
    queryKey: ['companies'],
    queryFn: ({ signal }) => api.get<Company[]>('/companies', { signal }),
  });
  const [companyId, setCompanyId] = useState<number | null>(null);
  const chosen = companyId ?? companies.data?.[0]?.id ?? null;
  return (
    <>
      <PageHeader
        title="Pay page"
        description="What customers see under “How to pay” when they open an invoice’s pay link."
      />
      <QueryStatus query={companies}>
        {(list) => (
          <Paper p="lg" radius="md" maw={760}>
            <Stack>
              {list.length > 1 && (
                <Select
                  label="Company"
                  data={list.map((c) => ({ value: String(c.id), label: c.name }))}
                  value={chosen ? String(chosen) : null}
                  onChange={(v) => setCompanyId(v ? Number(v) : null)}
                  allowDeselect={false}
                  w={320}
                />
              )}
              {chosen !== null && <BankForm key={chosen} companyId={chosen} />}
            </Stack>
          </Paper>
        )}
      </QueryStatus>
    </>
  );
}

function BankForm({ companyId }: { companyId: number }) {
  const settings = usePaySettings(companyId);
  const save = useSavePaySettings(companyId);
  const [values, setValues] = useState<Fields>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (settings.data) {
      const { companyId: _c, companyName: _n, ...rest } = settings.data;
      setValues(rest);
    }
  }, [settings.data]);
  const field = (key: keyof Fields) => ({
    value: values[key],
    onChange: (e: { currentTarget: { value: string } }) =>
      setValues({ ...values, [key]: e.currentTarget.value }),
  });

  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync(values);
      notifications.show({ color: 'teal', message: 'Bank details saved.' });
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Stack>
      <Text fw={600}>Bank details for transfers</Text>
      <Text fz="sm" c="dimmed">
        Shown in full on every pay page of this company. Leave the account number empty to show no bank
        details; customers then see the remit-to office for checks only. Card payment is offered once a card
        gateway is configured.
      </Text>
      <FormError message={error} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Bank name" maxLength={200} {...field('bankName')} />
        <TextInput label="Account name" maxLength={200} {...field('accountName')} />
        <TextInput label="Routing number" maxLength={50} {...field('routingNumber')} />
        <TextInput label="Account number" maxLength={50} {...field('accountNumber')} />
      </SimpleGrid>
      <Textarea
        label="Payment instructions"
        description="E.g. “Put the invoice number in the transfer reference.”"
        autosize
        minRows={2}
        maxLength={2000}
        {...field('instructions')}
      />
      <Group justify="flex-end">
        <Button loading={save.isPending} onClick={submit} disabled={settings.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
