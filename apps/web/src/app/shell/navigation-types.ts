import type { TablerIcon } from '@tabler/icons-react';

/** The shape of the navigation menu (its own file: navigation.ts and navigation-admin.ts both use it). */
export interface NavEntry {
  label: string;
  href: string;
  icon: TablerIcon;
  /** Shown only with at least read access to this permission. */
  permission?: number;
  /** Shown with at least read access to any of these (a page whose tabs have different permissions). */
  anyPermission?: number[];
  /** Extra words the global search matches. */
  keywords?: string[];
  /** A count shown beside the entry (the signed-in user's open and overdue tasks). */
  badge?: 'myTasks';
}

export interface NavGroup {
  label: string;
  entries: NavEntry[];
}
