import { formatDateTime } from '@fieldline/contracts/common/dates';
import { Badge, Table, Text } from '@mantine/core';
import { formatTime12 } from '../../../shared/hours';
import { ModalContent } from '../../../shared/modals';
import { EmptyRow } from '../../../shared/ui';
import { type LocationHistoryEntry, useLocationHistory } from '../locations.api';

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  address: 'Address',
  billingAddress: 'Billing address',
  defaultJobOfficeId: 'Default job office',
  zoneId: 'Zone',
  preferredTechnicianId: 'Preferred technician',
  lastTechnicianId: 'Last technician',
  technicianNotes: 'Technician notes',
  taxScheduleId: 'Tax schedule',
  billingCustomerId: 'Billing customer',
  isActive: 'Active',
};

function label(field: string): string {
  return (
    FIELD_LABELS[field] ?? field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
  );
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    // Addresses are audited as objects: show them as one line.
    const line = [v.street, v.city, v.state, v.postalCode]
      .filter((x) => typeof x === 'string' && x)
      .join(', ');
    return line || JSON.stringify(value);
  }
  const text = String(value);
  // Hours are audited as '07:00-17:30'; people read them in 12-hour time.
  const span = text.match(/^(\d\d:\d\d)-(\d\d:\d\d)$/);
  return span ? `${formatTime12(span[1])} – ${formatTime12(span[2])}` : text;
}

function Changes({ entry }: { entry: LocationHistoryEntry }) {
  const changes = Object.entries(entry.changes ?? {});
  if (changes.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <div>
      {changes.map(([field, change]) => (
        <Text key={field} fz="sm">
          <Text span fw={600}>
            {label(field)}
          </Text>
          {': '}
          {'from' in change && (
            <>
              <Text span c="dimmed" td="line-through">
                {show(change.from)}
              </Text>
              {' → '}
            </>
          )}
          {show(change.to)}
        </Text>
      ))}
    </div>
  );
}

function actionColor(action: string): string {
  if (/create|insert/i.test(action)) return 'teal';
  if (/delete/i.test(action)) return 'red';
  return 'blue';
}

/** When, who and what changed, newest first. */
export function LocationHistory({ locationId }: { locationId: number }) {
  const query = useLocationHistory(locationId);
  return (
    <ModalContent query={query} isEmpty={() => false}>
      {(rows) => (
        <Table verticalSpacing="sm" aria-label="Location history" data-testid="location-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={190}>When</Table.Th>
              <Table.Th w={180}>Who</Table.Th>
              <Table.Th>What changed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <EmptyRow colSpan={3} message="No changes have been recorded." />
            ) : (
              rows.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</Table.Td>
                  <Table.Td>{entry.userDisplayName ?? 'System'}</Table.Td>
                  <Table.Td>
                    <Badge size="xs" variant="light" color={actionColor(entry.action)} mb={4}>
                      {entry.action}
                    </Badge>
                    <Changes entry={entry} />
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      )}
    </ModalContent>
  );
}
