export { EmptyRow } from './EmptyRow';
export { Logo, LogoMark } from './Logo';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { Paging, type PagingProps } from './Paging';
export { type QueryLike, QueryStatus } from './QueryStatus';
