import { PageCode } from '@fieldline/contracts/common/page-codes';
import type { SearchResult as Page } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { LocationRow } from '@fieldline/contracts/locations/locations.contract';
import { lazy } from 'react';
import { silentApi } from '../../app/api';
import { registerPage } from '../../app/page-codes';
import { registerSearchProvider } from '../../app/shell/search-registry';

// Loaded on first visit: the page pulls in the address, hours and contacts widgets.
const LocationPage = lazy(async () => ({ default: (await import('./pages/LocationPage')).LocationPage }));

registerPage(PageCode.Location, LocationPage);

function describe(row: LocationRow): string {
  const place = [row.street, [row.city, row.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ');
  return place ? `${row.customerName} — ${place}` : row.customerName;
}

// The header search lists only the first few; the call asks for a full page as spec 1 section 9 says.
const SHOWN = 8;

registerSearchProvider({
  id: 'locations',
  label: 'Locations',
  permission: Permission.Locations,
  async search(query, signal) {
    // The header search shows its own empty state; a failed lookup should not pop an error over it.
    const page = await silentApi.get<Page<LocationRow>>('/locations/search', {
      query: { query, limit: 100 },
      signal,
    });
    return page.data.slice(0, SHOWN).map((row) => ({
      id: `location-${row.id}`,
      label: row.name,
      description: describe(row),
      pageCode: PageCode.Location,
      recordId: row.id,
    }));
  },
});
