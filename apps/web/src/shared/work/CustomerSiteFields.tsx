import type { LocationRow } from '@fieldline/contracts/locations/locations.contract';
import { Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../app/api';
import { useCurrentUser } from '../../app/auth/AuthProvider';
import { type CustomerOption, CustomerSelect } from '../contacts-manager';

/** The fields every "new bid / new job" form shares. */
export interface SiteValues {
  locationId: string | null;
  officeId: string | null;
}

// Bid and job forms carry more fields; this part only touches the two above.
type SiteForm = UseFormReturnType<any>;

function useCustomerLocations(customerId: number | undefined) {
  return useQuery({
    queryKey: ['customers', customerId, 'locations'],
    queryFn: ({ signal }) =>
      api.get<LocationRow[]>(`/customers/${customerId}/GetCustomerLocations`, { signal }),
    enabled: customerId !== undefined,
  });
}

/**
 * Customer → location state of a new-record form: the user's own office is chosen first, and a
 * customer with one active location gets it chosen.
 */
export function useCustomerSite(form: SiteForm, offices: { id: number }[] | undefined) {
  const user = useCurrentUser();
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const [customerError, setCustomerError] = useState<string | null>(null);
  const locations = useCustomerLocations(customer?.id);
  const activeLocations = (locations.data ?? []).filter((l) => l.isActive);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the offices arrive
  useEffect(() => {
    if ((form.values as SiteValues).officeId || !offices?.length) return;
    const own = offices.find((o) => o.id === user.defaultOfficeId) ?? offices[0];
    form.setFieldValue('officeId', String(own.id));
  }, [offices]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the customer's locations arrive
  useEffect(() => {
    if (activeLocations.length === 1) form.setFieldValue('locationId', String(activeLocations[0].id));
  }, [locations.data]);

  return {
    customer,
    customerError,
    activeLocations,
    choose(c: CustomerOption | null) {
      setCustomer(c);
      setCustomerError(null);
      form.setFieldValue('locationId', null);
    },
    /** The chosen customer, or null after marking the field. */
    required(): CustomerOption | null {
      if (!customer) setCustomerError('Choose a customer');
      return customer;
    },
    reset() {
      setCustomer(null);
      setCustomerError(null);
    },
  };
}

export function CustomerSiteFields({
  form,
  site,
}: {
  form: SiteForm;
  site: ReturnType<typeof useCustomerSite>;
}) {
  return (
    <>
      <CustomerSelect required value={site.customer} error={site.customerError} onChange={site.choose} />
      <Select
        label="Location"
        required
        disabled={!site.customer}
        placeholder={site.customer ? 'Choose a location' : 'Choose a customer first'}
        data={site.activeLocations.map((l) => ({
          value: String(l.id),
          label: [l.name, l.street, l.city].filter(Boolean).join(' · '),
        }))}
        searchable
        {...form.getInputProps('locationId')}
      />
    </>
  );
}
