import {
  CustomerSearchControl as C,
  type SearchCriterion,
} from '@fieldline/contracts/saved-searches/saved-searches.contract';
import type { CustomerFilters } from './customers.api';

/** The customer search form (spec 2 §2.11 page; only filters the customer search call supports). */
export interface CustomerCriteria {
  /** Name or account number. */
  query: string;
  statusId: number | null;
  typeId: number | null;
  activity: 'active' | 'inactive' | 'all';
}

export const DEFAULT_CRITERIA: CustomerCriteria = {
  query: '',
  statusId: null,
  typeId: null,
  activity: 'active',
};

/** The form as a saved report's searchCriteria list of { id, value }. */
export function toCriteriaList(c: CustomerCriteria): SearchCriterion[] {
  return [
    { id: C.query, value: c.query },
    { id: C.statusId, value: c.statusId },
    { id: C.typeId, value: c.typeId },
    { id: C.activity, value: c.activity },
  ];
}

const positiveId = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

/** A saved report's criteria into the form; controls it does not name keep their defaults. */
export function fromCriteriaList(list: SearchCriterion[]): CustomerCriteria {
  const c = { ...DEFAULT_CRITERIA };
  for (const { id, value } of list) {
    if (id === C.query && typeof value === 'string') c.query = value;
    else if (id === C.statusId) c.statusId = positiveId(value);
    else if (id === C.typeId) c.typeId = positiveId(value);
    else if (id === C.activity && (value === 'active' || value === 'inactive' || value === 'all')) {
      c.activity = value;
    }
  }
  return c;
}

/** One character narrows nothing useful on a large list: the text counts from two characters. */
export function toSearchFilters(
  c: CustomerCriteria,
  query: string,
  minChars: number,
  paging: { offset: number; limit: number },
): CustomerFilters {
  return {
    query: query.length >= minChars ? query : undefined,
    statusId: c.statusId ?? undefined,
    typeId: c.typeId ?? undefined,
    isActive: c.activity === 'all' ? undefined : c.activity === 'active' ? 'true' : 'false',
    ...paging,
  };
}

/** The grid's columns when the search columns cannot be read (no Saved searches access): the default set. */
export const FALLBACK_COLUMNS = [
  { key: 'accountNumber', label: 'Account #' },
  { key: 'name', label: 'Name' },
  { key: 'status', label: 'Status' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'phone', label: 'Phone' },
];
