import type { SearchResult } from '@fieldline/contracts/common/pagination';
import {
  ITEM_TYPEAHEAD_LIMIT,
  type ItemSummary,
  itemSummarySchema,
} from '@fieldline/contracts/items/items.contract';
import { silentApi } from '../../app/api';

/** The summary fields, so the typeahead's answer is exactly an ItemSummary. */
export const SUMMARY_FIELDS = Object.keys(itemSummarySchema.shape).join(',');

export interface ItemSuggestionFilters {
  categoryId?: number | null;
  manufacturerId?: number | null;
}

/** GET items/search as spec 2 §7 has the typeahead call it: query, isActive=true, fields, 20 rows. */
export function searchItemSuggestions(query: string, f: ItemSuggestionFilters, signal?: AbortSignal) {
  return silentApi.get<SearchResult<ItemSummary>>('/items/search', {
    query: {
      query,
      isActive: 'true',
      fields: SUMMARY_FIELDS,
      limit: ITEM_TYPEAHEAD_LIMIT,
      ...(f.categoryId ? { category: f.categoryId } : {}),
      ...(f.manufacturerId ? { ManufacturerId: f.manufacturerId } : {}),
    },
    signal,
  });
}
