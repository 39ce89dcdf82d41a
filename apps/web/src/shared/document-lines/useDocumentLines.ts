import { useMemo, useState } from 'react';

/** A line with the stable React key it keeps while lines around it are added and removed. */
export type Keyed<T> = T & { key: number };

let lastKey = 0;
const withKey = <T>(line: T): Keyed<T> => ({ ...line, key: ++lastKey });

export interface DocumentLinesState<T> {
  lines: Keyed<T>[];
  add: () => void;
  remove: (key: number) => void;
  update: (key: number, patch: Partial<T>) => void;
  reset: (next: T[]) => void;
}

/**
 * The rows of a document being entered: start with `initial` (one blank line by default), add, remove,
 * patch, start over. The actions keep their identity across renders, so effects may depend on them.
 */
export function useDocumentLines<T extends object>(
  blank: () => T,
  initial: () => T[] = () => [blank()],
): DocumentLinesState<T> {
  const [lines, setLines] = useState<Keyed<T>[]>(() => initial().map(withKey));
  // biome-ignore lint/correctness/useExhaustiveDependencies: blank is read when a line is added, as given first
  const actions = useMemo(
    () => ({
      add: () => setLines((ls) => [...ls, withKey(blank())]),
      remove: (key: number) => setLines((ls) => ls.filter((l) => l.key !== key)),
      update: (key: number, patch: Partial<T>) =>
        setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l))),
      reset: (next: T[]) => setLines(next.map(withKey)),
    }),
    [],
  );
  return { lines, ...actions };
}
