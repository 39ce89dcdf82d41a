import type { ReactNode } from 'react';
import { NotAvailable } from '../pages/NotAvailable';
import { useAccess } from './AuthProvider';

/** Guards an administration screen: without at least read access the screen says so instead of failing. */
export function RequireAccess({ permission, children }: { permission: number; children: ReactNode }) {
  const level = useAccess(permission);
  if (level < 1) {
    return (
      <NotAvailable
        title="No access"
        message="You do not have permission to view this page."
        detail="Ask an administrator to give one of your roles access to it."
      />
    );
  }
  return <>{children}</>;
}
