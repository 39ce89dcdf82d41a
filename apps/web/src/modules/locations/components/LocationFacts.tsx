import { formatDateTime } from '@fieldline/contracts/common/dates';
import type { Location } from '@fieldline/contracts/locations/locations.contract';
import { Divider, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

const dim = (text: string) => (
  <Text span fz="sm" c="dimmed">
    {text}
  </Text>
);

function person(p: { displayName: string } | null | undefined, fallback = 'Not set') {
  return p ? p.displayName : dim(fallback);
}

/** The read-only facts of the fuller location (spec 3 section 3). */
export function LocationFacts({ location: loc }: { location: Location }) {
  const office = loc.defaultJobOffice;
  const officeLines = office
    ? [
        office.address1,
        office.address2,
        [office.city, office.state].filter(Boolean).join(', '),
        office.postalCode,
      ]
        .filter(Boolean)
        .join(' · ')
    : '';
  return (
    <Stack gap="sm" data-testid="location-facts">
      {/* Tax schedules arrive with the accounting module; until then there is nothing to pick. */}
      <Fact label="Tax schedule">{loc.taxSchedule ? loc.taxSchedule.name : dim('Not set')}</Fact>
      <Fact label="Default job office">
        {office ? (
          <>
            {office.name}
            {officeLines && (
              <Text fz="xs" c="dimmed">
                {officeLines}
              </Text>
            )}
            {office.phoneNumber && (
              <Text fz="xs" c="dimmed">
                {office.phoneNumber}
              </Text>
            )}
          </>
        ) : (
          dim('Not set')
        )}
      </Fact>
      <Fact label="Preferred technician">{person(loc.preferredTechnician)}</Fact>
      <Fact label="Last technician">{person(loc.lastTechnician, 'No visits yet')}</Fact>
      <Divider />
      <Fact label="Entered by">
        {person(loc.enteredBy, 'Unknown')}
        <Text fz="xs" c="dimmed">
          {formatDateTime(loc.createdDate)}
        </Text>
      </Fact>
      <Fact label="Modified by">
        {person(loc.modifiedByEmployee, 'Unknown')}
        <Text fz="xs" c="dimmed">
          {formatDateTime(loc.modifiedDate)}
        </Text>
      </Fact>
    </Stack>
  );
}
