import { NotAvailable } from './NotAvailable';

export function NotFoundPage() {
  return (
    <NotAvailable
      title="Page not found"
      message="There is no page at this address."
      detail="Check the link, or use the navigation or the search box to find what you need."
    />
  );
}
