import type { Asset } from '@fieldline/contracts/assets/assets.contract';
import { PageCode } from '@fieldline/contracts/common/page-codes';
import type { SearchResult as Page } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import { lazy } from 'react';
import { silentApi } from '../../app/api';
import { registerPage } from '../../app/page-codes';
import { registerSearchProvider } from '../../app/shell/search-registry';

const AssetPage = lazy(async () => ({ default: (await import('./pages/AssetPage')).AssetPage }));
registerPage(PageCode.Asset, AssetPage);

registerSearchProvider({
  id: 'assets',
  label: 'Assets',
  permission: Permission.Assets,
  async search(query, signal) {
    const page = await silentApi.get<Page<Asset>>('/assets/search', { query: { query, limit: 8 }, signal });
    return page.data.map((row) => ({
      id: `asset-${row.id}`,
      label: `${row.assetNumber} · ${row.name}`,
      description: [row.type.name, row.office.name].join(' · '),
      pageCode: PageCode.Asset,
      recordId: row.id,
    }));
  },
});
