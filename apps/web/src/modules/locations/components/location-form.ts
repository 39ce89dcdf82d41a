import type { Location, UpdateLocationBody } from '@fieldline/contracts/locations/locations.contract';
import { type AddressValue, isBlankAddress, toAddressValue } from '../../../shared/address';

export interface LocationFormValues {
  name: string;
  address: AddressValue;
  billingAddress: AddressValue;
  /** Select values are strings; '' or null means none. */
  defaultJobOfficeId: string | null;
  zoneId: string | null;
  taxScheduleId: string | null;
  preferredTechnicianId: string | null;
  technicianNotes: string;
}

const idText = (id: number | null | undefined) => (id ? String(id) : null);
const idNumber = (v: string | null) => (v ? Number(v) : null);

export function locationToFormValues(loc: Location): LocationFormValues {
  return {
    name: loc.name,
    address: toAddressValue(loc.address),
    billingAddress: toAddressValue(loc.billingAddress),
    defaultJobOfficeId: idText(loc.defaultJobOffice?.id),
    zoneId: idText(loc.zone?.id),
    taxScheduleId: idText(loc.taxSchedule?.id),
    preferredTechnicianId: idText(loc.preferredTechnician?.id),
    technicianNotes: loc.technicianNotes ?? '',
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function addressBody(a: AddressValue) {
  if (isBlankAddress(a)) return null;
  const t = (s: string | null | undefined) => (s ?? '').trim() || null;
  return {
    ...a,
    street: t(a.street),
    additionalAddressInfo: t(a.additionalAddressInfo),
    city: t(a.city),
    state: t(a.state),
    postalCode: t(a.postalCode),
  };
}

/** Only what the user changed goes to the PATCH (the server applies partial updates). */
export function changedLocationFields(
  initial: LocationFormValues,
  values: LocationFormValues,
): UpdateLocationBody {
  const body: UpdateLocationBody = {};
  if (values.name.trim() !== initial.name.trim()) body.name = values.name.trim();
  if (!same(values.address, initial.address)) body.address = addressBody(values.address);
  if (!same(values.billingAddress, initial.billingAddress))
    body.billingAddress = addressBody(values.billingAddress);
  if (values.defaultJobOfficeId !== initial.defaultJobOfficeId)
    body.defaultJobOfficeId = idNumber(values.defaultJobOfficeId);
  if (values.zoneId !== initial.zoneId) body.zoneId = idNumber(values.zoneId);
  if (values.taxScheduleId !== initial.taxScheduleId) body.taxScheduleId = idNumber(values.taxScheduleId);
  if (values.preferredTechnicianId !== initial.preferredTechnicianId)
    body.preferredTechnicianId = idNumber(values.preferredTechnicianId);
  if (values.technicianNotes.trim() !== initial.technicianNotes.trim())
    body.technicianNotes = values.technicianNotes.trim() || null;
  return body;
}

type FieldErrors = Partial<Record<string, string>>;

/** Splits a 400's field errors into the plain fields and the two address panels. */
export function splitFieldErrors(errors: Array<{ field: string; message: string }> | undefined) {
  const fields: FieldErrors = {};
  const address: FieldErrors = {};
  const billingAddress: FieldErrors = {};
  const other: string[] = [];
  for (const { field, message } of errors ?? []) {
    const path = field.replace(/^body\./, '').split('.');
    const [head, sub] = path;
    if (head === 'address' && sub) address[sub] ??= message;
    else if (head === 'billingAddress' && sub) billingAddress[sub] ??= message;
    else if (
      head &&
      [
        'name',
        'defaultJobOfficeId',
        'zoneId',
        'taxScheduleId',
        'preferredTechnicianId',
        'technicianNotes',
      ].includes(head)
    )
      fields[head] ??= message;
    else other.push(field ? `${field}: ${message}` : message);
  }
  return { fields, address, billingAddress, other };
}
