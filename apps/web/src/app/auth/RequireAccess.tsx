import type { ReactNode } from 'react';
import { NotAvailable } from '../pages/NotAvailable';
import { accessLevelOf, useAuth } from './AuthProvider';

/** Guards an administration screen: without at least read access the screen says so instead of failing. */
export function RequireAccess({
  permission,
  children,
}: {
  /** One permission, or several of which any one lets the user in. */
  permission: number | number[];
  children: ReactNode;
}) {
  const { user } = useAuth();
  const any = Array.isArray(permission) ? permission : [permission];
  if (!any.some((p) => accessLevelOf(user, p) >= 1)) {
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
