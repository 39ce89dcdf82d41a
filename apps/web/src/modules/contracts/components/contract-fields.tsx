import {
  BILLING_SCHEDULE_LABELS,
  BILLING_SCHEDULES,
  RENEWAL_KINDS,
} from '@fieldline/contracts/contracts/contracts.contract';
import { Select, type SelectProps } from '@mantine/core';

const BILLING_OPTIONS = BILLING_SCHEDULES.map((b) => ({ value: b, label: BILLING_SCHEDULE_LABELS[b] }));

/** The contract's billing schedule, as the new-contract and change-order forms ask it. */
export const BillingSelect = (props: SelectProps) => (
  <Select label="Billing" allowDeselect={false} data={BILLING_OPTIONS} {...props} />
);

/** Manual or automatic renewal. */
export const RenewalSelect = (props: SelectProps) => (
  <Select label="Renewal" allowDeselect={false} data={[...RENEWAL_KINDS]} {...props} />
);
