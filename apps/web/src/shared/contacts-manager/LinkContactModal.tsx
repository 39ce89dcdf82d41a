import { SEARCH_DELAY_MS, SEARCH_MIN_CHARS } from '@fieldline/contracts/contacts/contacts.contract';
import { Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, silentApi } from '../../app/api';
import { type CustomerOption, CustomerSelect } from './CustomerSelect';
import { contactKeys, useContactSearch } from './contacts-manager.api';

export interface LinkContactModalProps {
  opened: boolean;
  onClose: () => void;
  customerId: number | null;
  locationId: number | null;
  /** Ids already in the list: the selector leaves them out (excludeId). */
  listedIds: number[];
  canLinkExternalContact: boolean;
}

/**
 * Links existing contacts: to the location when there is one, otherwise to the customer.
 * With a customer chosen the contact list opens without typing (spec 3 section 9).
 */
export function LinkContactModal(props: LinkContactModalProps) {
  const { opened, onClose, customerId, locationId, listedIds, canLinkExternalContact } = props;
  const queryClient = useQueryClient();
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [selected, setSelected] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const own = useQuery({
    queryKey: ['customers', 'detail', customerId, 'option'],
    queryFn: ({ signal }) =>
      silentApi.get<CustomerOption>(`/customers/${customerId}`, {
        query: { fields: 'id,name,accountNumber' },
        signal,
      }),
    enabled: opened && Boolean(customerId),
  });
  useEffect(() => {
    if (opened && own.data) setCustomer((c) => c ?? own.data);
  }, [opened, own.data]);

  const minChars = customer ? 0 : SEARCH_MIN_CHARS;
  const contacts = useContactSearch(
    { query: debounced, filterCompanyId: customer?.id ?? null, excludeId: listedIds },
    opened && debounced.length >= minChars,
  );
  const [labels, setLabels] = useState<Record<string, string>>({});
  const rows = contacts.data?.data ?? [];
  const data = [
    ...rows.map((c) => ({
      value: String(c.id),
      label: c.email ? `${c.displayName} · ${c.email}` : c.displayName,
    })),
    ...selected
      .filter((id) => !rows.some((r) => String(r.id) === id))
      .map((id) => ({ value: id, label: labels[id] ?? id })),
  ];

  const close = () => {
    setCustomer(null);
    setSearch('');
    setSelected([]);
    onClose();
  };

  const link = async () => {
    setSaving(true);
    try {
      for (const id of selected) {
        if (locationId) await api.post(`/contacts/${id}/location/${locationId}`, {});
        else await api.patch(`/contacts/${id}`, { customerId });
      }
      notifications.show({
        color: 'teal',
        message: selected.length === 1 ? 'Contact linked' : 'Contacts linked',
      });
      close();
    } catch {
      // The client already showed the error notification.
    } finally {
      setSaving(false);
      void queryClient.invalidateQueries({ queryKey: contactKeys.all });
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Link Contact" size="lg" closeOnClickOutside={false}>
      <Stack>
        <CustomerSelect
          value={customer}
          onChange={(c) => {
            setCustomer(c);
            setSelected([]);
          }}
          disabled={!canLinkExternalContact}
          description={canLinkExternalContact ? 'Contacts of this customer are offered below.' : undefined}
        />
        <MultiSelect
          label="Contacts"
          placeholder={customer ? 'Pick one or more contacts' : 'Type 2 or more characters'}
          searchable
          data={data}
          value={selected}
          onChange={(ids) => {
            setLabels((l) => ({ ...l, ...Object.fromEntries(data.map((d) => [d.value, d.label])) }));
            setSelected(ids);
          }}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          nothingFoundMessage={
            debounced.length < minChars
              ? 'Type 2 or more characters'
              : contacts.isFetching
                ? 'Searching…'
                : 'No contacts found'
          }
          comboboxProps={{ withinPortal: true }}
        />
        <Text fz="xs" c="dimmed">
          {locationId
            ? 'The contacts are linked to this location.'
            : 'The contacts are moved to this customer.'}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void link()} disabled={selected.length === 0} loading={saving}>
            Link
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
