import { HistoryTable } from '../../../shared/history';
import { useLocationHistory } from '../locations.api';

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

/** When, who and what changed on the location, newest first. */
export function LocationHistory({ locationId }: { locationId: number }) {
  return (
    <HistoryTable query={useLocationHistory(locationId)} label="Location history" labels={FIELD_LABELS} />
  );
}
