// Which menu entries a user sees, and the global search over them.
import { EXTRA_PAGES, NAVIGATION, type NavEntry, type NavGroup } from './navigation';

export type AccessLookup = (permissionId: number) => number;

function canSee(e: NavEntry, access: AccessLookup): boolean {
  if (e.permission !== undefined && access(e.permission) < 1) return false;
  return e.anyPermission === undefined || e.anyPermission.some((p) => access(p) >= 1);
}

export function visibleNavigation(access: AccessLookup): NavGroup[] {
  return NAVIGATION.map((group) => ({
    ...group,
    entries: group.entries.filter((e) => canSee(e, access)),
  })).filter((group) => group.entries.length > 0);
}

export interface NavMatch {
  entry: NavEntry;
  group: string;
}

/** Case-insensitive match on label, keywords and area name; label prefix matches rank first. */
export function searchNavigation(query: string, access: AccessLookup, limit = 8): NavMatch[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [];
  const all: NavMatch[] = [
    ...visibleNavigation(access).flatMap((g) => g.entries.map((entry) => ({ entry, group: g.label }))),
    ...EXTRA_PAGES.filter((e) => canSee(e, access)).map((entry) => ({
      entry,
      group: entry.group,
    })),
  ];
  const scored = all
    .map((m) => {
      const label = m.entry.label.toLowerCase();
      if (label.startsWith(q)) return { m, score: 0 };
      if (label.includes(q)) return { m, score: 1 };
      if (m.entry.keywords?.some((k) => k.toLowerCase().includes(q))) return { m, score: 2 };
      if (m.group.toLowerCase().includes(q)) return { m, score: 3 };
      return null;
    })
    .filter((x): x is { m: NavMatch; score: number } => x !== null);
  scored.sort((a, b) => a.score - b.score);
  return scored.slice(0, limit).map((x) => x.m);
}
