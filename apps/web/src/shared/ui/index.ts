export {
  type DocumentColumn,
  DocumentLink,
  DocumentList,
  type DocumentListProps,
  type DocumentListState,
  FilterSelect,
  type FilterSelectProps,
  useDocumentList,
} from './DocumentList';
export { DocumentWarnings } from './DocumentWarnings';
export { EmptyRow } from './EmptyRow';
export { Fact, RecordTitle } from './Fact';
export {
  type ListFilterState,
  ListFilters,
  type ListFiltersProps,
  type StatusFilter,
  useListFilters,
} from './ListFilters';
export { Logo, LogoMark } from './Logo';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { Paging, type PagingProps } from './Paging';
export { type QueryLike, QueryStatus } from './QueryStatus';
export { RowActions } from './RowActions';
