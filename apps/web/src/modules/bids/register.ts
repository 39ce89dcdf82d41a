import type { BidRow } from '@fieldline/contracts/bids/bids.contract';
import { PageCode } from '@fieldline/contracts/common/page-codes';
import type { SearchResult as Page } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import { lazy } from 'react';
import { silentApi } from '../../app/api';
import { registerPage } from '../../app/page-codes';
import { registerSearchProvider } from '../../app/shell/search-registry';

const BidPage = lazy(async () => ({ default: (await import('./pages/BidPage')).BidPage }));
registerPage(PageCode.PendingJob, BidPage);

registerSearchProvider({
  id: 'bids',
  label: 'Bids',
  permission: Permission.Bids,
  async search(query, signal) {
    const page = await silentApi.get<Page<BidRow>>('/bids/search', { query: { query, limit: 8 }, signal });
    return page.data.map((row) => ({
      id: `bid-${row.id}`,
      label: `${row.bidNumber} · ${row.name}`,
      description: [row.customer.name, row.status].join(' · '),
      pageCode: PageCode.PendingJob,
      recordId: row.id,
    }));
  },
});
