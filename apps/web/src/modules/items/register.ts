import { PageCode } from '@fieldline/contracts/common/page-codes';
import { Permission } from '@fieldline/contracts/common/permissions';
import { lazy } from 'react';
import { registerPage } from '../../app/page-codes';
import { registerSearchProvider } from '../../app/shell/search-registry';
import { searchItemSuggestions } from '../../shared/items/items-search';

const ItemPage = lazy(async () => ({ default: (await import('./pages/ItemPage')).ItemPage }));
registerPage(PageCode.Item, ItemPage);

const SHOWN = 8;
registerSearchProvider({
  id: 'items',
  label: 'Items',
  permission: Permission.Items,
  async search(query, signal) {
    const page = await searchItemSuggestions(query, {}, signal);
    return page.data.slice(0, SHOWN).map((row) => ({
      id: `item-${row.id}`,
      label: row.name,
      description: row.itemCode,
      pageCode: PageCode.Item,
      recordId: row.id,
    }));
  },
});
