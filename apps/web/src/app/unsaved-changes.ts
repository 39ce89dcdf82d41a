import { useEffect, useId } from 'react';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page anyway?';

const dirtyFlags = new Map<string, boolean>();

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (!hasUnsavedChanges()) return;
  event.preventDefault();
  // Older browsers only prompt when returnValue is set.
  event.returnValue = '';
}

/** True when any mounted form has registered unsaved edits. */
export function hasUnsavedChanges(): boolean {
  for (const dirty of dirtyFlags.values()) if (dirty) return true;
  return false;
}

/** Registers a dirty flag under a key; returns the function that removes it. */
export function setDirtyFlag(key: string, dirty: boolean): () => void {
  dirtyFlags.set(key, dirty);
  return () => {
    dirtyFlags.delete(key);
  };
}

/**
 * Registers this component's dirty state in the global registry consulted by openPage,
 * and asks the browser to warn before closing or reloading the tab while dirty.
 */
export function useUnsavedChanges(isDirty: boolean): void {
  const key = useId();
  useEffect(() => setDirtyFlag(key, isDirty), [key, isDirty]);
  useEffect(() => {
    if (!isDirty) return;
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
}
