import { PageCode } from '@fieldline/contracts/common/page-codes';
import type { SearchResult as Page } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { EquipmentRow } from '@fieldline/contracts/equipment/equipment.contract';
import { lazy } from 'react';
import { silentApi } from '../../app/api';
import { registerPage } from '../../app/page-codes';
import { registerSearchProvider } from '../../app/shell/search-registry';

const EquipmentPage = lazy(async () => ({ default: (await import('./pages/EquipmentPage')).EquipmentPage }));
registerPage(PageCode.Equipment, EquipmentPage);

registerSearchProvider({
  id: 'equipment',
  label: 'Equipment',
  permission: Permission.Equipment,
  async search(query, signal) {
    const page = await silentApi.get<Page<EquipmentRow>>('/equipment/search', {
      query: { query, limit: 8 },
      signal,
    });
    return page.data.map((row) => ({
      id: `equipment-${row.id}`,
      label: [row.name, row.serialNumber].filter(Boolean).join(' · '),
      description: [row.customerName, row.locationName].join(' · '),
      pageCode: PageCode.Equipment,
      recordId: row.id,
    }));
  },
});
