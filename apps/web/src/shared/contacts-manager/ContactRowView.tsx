import { PageCode } from '@fieldline/contracts/common/page-codes';
import type { ContactRow } from '@fieldline/contracts/contacts/contacts.contract';
import { Anchor, Badge, Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { IconLink, IconLinkOff, IconPencil } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { pageUrl } from '../../app/page-codes';
import { useLinkLocation, useReceiveSignoffs, useUpdateContact } from './contacts-manager.api';
import type { ResolvedOptions } from './options';

export interface ContactRowViewProps {
  contact: ContactRow;
  locationId: number | null;
  flags: ResolvedOptions;
  canWrite: boolean;
  external: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onEdit: () => void;
}

export function ContactRowView(props: ContactRowViewProps) {
  const { contact: c, locationId, flags, canWrite, external, selected, onSelect, onEdit } = props;
  // Shown at once and put back from the server's answer when the list reloads.
  const [linked, setLinked] = useState(c.isLocationContact);
  const [signoffs, setSignoffs] = useState(c.isLocationContact && c.receiveSignoffs);
  const [primary, setPrimary] = useState(c.isPrimaryContact);
  // A reload answered before an in-flight signoff change (the one a link starts) must not undo it.
  const signoffsPending = useRef(false);
  useEffect(() => {
    setLinked(c.isLocationContact);
    if (!signoffsPending.current) setSignoffs(c.isLocationContact && c.receiveSignoffs);
    setPrimary(c.isPrimaryContact);
  }, [c.isLocationContact, c.receiveSignoffs, c.isPrimaryContact]);
  const linkLocation = useLinkLocation();
  const receiveSignoffs = useReceiveSignoffs();
  const update = useUpdateContact();

  const toggleLink = async () => {
    if (!locationId) return;
    const next = !linked;
    setLinked(next);
    // Unlinking drops the signoff status with the link (spec 3 section 4).
    if (!next) setSignoffs(false);
    await linkLocation.mutateAsync({ contactId: c.id, locationId, link: next }).catch(() => {
      setLinked(!next);
      setSignoffs(c.isLocationContact && c.receiveSignoffs);
    });
  };
  const toggleSignoffs = async (value: boolean) => {
    if (!locationId) return;
    setSignoffs(value);
    signoffsPending.current = true;
    await receiveSignoffs
      .mutateAsync({ contactId: c.id, locationId, value })
      .catch(() => setSignoffs(!value))
      .finally(() => {
        signoffsPending.current = false;
      });
  };
  const togglePrimary = async (value: boolean) => {
    setPrimary(value);
    await update.mutateAsync({ id: c.id, body: { isPrimaryContact: value } }).catch(() => setPrimary(!value));
  };
  const phones = [c.workPhone && `W ${c.workPhone}`, c.cellPhone && `C ${c.cellPhone}`].filter(Boolean);

  return (
    <Table.Tr
      data-testid={`contact-row-${c.id}`}
      bg={selected ? 'var(--mantine-color-teal-light)' : undefined}
    >
      <Table.Td>
        <Checkbox
          aria-label={`Select ${c.displayName}`}
          checked={selected}
          onChange={(e) => onSelect(e.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Anchor href={pageUrl(PageCode.Contact, c.id)} target="_blank" fz="sm" fw={500}>
            {c.displayName}
          </Anchor>
          {flags.canEditContact && (
            <Button
              variant="subtle"
              size="compact-xs"
              aria-label={`Edit ${c.displayName}`}
              onClick={onEdit}
              px={4}
            >
              <IconPencil size={14} />
            </Button>
          )}
        </Group>
        {external && c.customer && (
          <Text fz="xs" c="dimmed">
            {c.customer.name}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{c.title ?? ''}</Table.Td>
      <Table.Td>
        {phones.length === 0 ? (
          <Text fz="sm" c="dimmed">
            —
          </Text>
        ) : (
          phones.map((p) => (
            <Text key={p as string} fz="sm">
              {p}
            </Text>
          ))
        )}
      </Table.Td>
      <Table.Td>
        {c.email ?? ''}
        {c.email && !c.isEmailValid && (
          <Badge color="orange" variant="light" size="xs" ml={6}>
            invalid
          </Badge>
        )}
      </Table.Td>
      {flags.usesPrimaryFlag && (
        <Table.Td>
          <Checkbox
            mx="auto"
            w="fit-content"
            aria-label={`Primary contact: ${c.displayName}`}
            checked={primary}
            disabled={!canWrite}
            onChange={(e) => void togglePrimary(e.currentTarget.checked)}
          />
        </Table.Td>
      )}
      {flags.canLinkLocation && (
        <Table.Td ta="center">
          <Button
            size="compact-xs"
            variant={linked ? 'light' : 'default'}
            color={linked ? 'teal' : 'gray'}
            leftSection={linked ? <IconLink size={12} /> : <IconLinkOff size={12} />}
            aria-pressed={linked}
            aria-label={`${linked ? 'Unlink' : 'Link'} ${c.displayName} ${linked ? 'from' : 'to'} this location`}
            loading={linkLocation.isPending}
            onClick={() => void toggleLink()}
          >
            {linked ? 'Linked' : 'Link'}
          </Button>
        </Table.Td>
      )}
      {flags.usesSignoffFlag && (
        <Table.Td>
          <Checkbox
            mx="auto"
            w="fit-content"
            aria-label={`Receive signoffs: ${c.displayName}`}
            checked={linked && signoffs}
            disabled={!linked || !canWrite}
            onChange={(e) => void toggleSignoffs(e.currentTarget.checked)}
          />
        </Table.Td>
      )}
    </Table.Tr>
  );
}
