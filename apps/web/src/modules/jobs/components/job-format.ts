import dayjs from 'dayjs';

const STATUS_TYPE_COLORS: Record<string, string> = {
  Open: 'blue',
  'In Progress': 'indigo',
  'On Hold': 'orange',
  Complete: 'teal',
  Cancelled: 'red',
};

/** Badge colour of a job status, by its status type. */
export function statusColor(statusType: string): string {
  return STATUS_TYPE_COLORS[statusType] ?? 'gray';
}

/** Server instant (ISO 8601) → the date-time picker's 'YYYY-MM-DD HH:mm:ss' wall-clock value. */
export function toPickerValue(iso: string | null | undefined): string | null {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : null;
}

/** The picker's wall-clock value → an ISO instant for the server. */
export function toInstant(value: string | null | undefined): string | null {
  return value ? dayjs(value).toISOString() : null;
}
