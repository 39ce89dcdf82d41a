import {
  isPageCode,
  PAGE_CODE_NAMES,
  PageCode,
  type PageCodeValue,
  pageUrl,
} from '@fieldline/contracts/common/page-codes';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { confirmModal } from '../shared/modals';
import { NotAvailable } from './pages/NotAvailable';
import { hasUnsavedChanges, UNSAVED_CHANGES_MESSAGE } from './unsaved-changes';

export { PAGE_CODE_NAMES, PageCode, type PageCodeValue, pageUrl };

export interface RecordPageProps {
  id: number;
}

const pages = new Map<PageCodeValue, ComponentType<RecordPageProps>>();
const preloads = new Map<PageCodeValue, () => Promise<unknown>>();

/**
 * Modules call this once at import time to claim the page of a record kind. preload: the import of a lazy
 * page's module, started at once when the app opens on that page (see preloadPageFor).
 */
export function registerPage(
  code: PageCodeValue,
  component: ComponentType<RecordPageProps>,
  preload?: () => Promise<unknown>,
): void {
  pages.set(code, component);
  if (preload) preloads.set(code, preload);
}

/** Starts loading a record page's code for a /page/:code/:id path, while the app still checks the session. */
export function preloadPageFor(pathname: string): void {
  const match = /^\/page\/(\d+)\/\d+\/?$/.exec(pathname);
  const preload = match ? preloads.get(Number(match[1]) as PageCodeValue) : undefined;
  preload?.().catch(() => {});
}

export function unregisterPage(code: PageCodeValue): void {
  pages.delete(code);
  preloads.delete(code);
}

export function getRegisteredPage(code: PageCodeValue): ComponentType<RecordPageProps> | undefined {
  return pages.get(code);
}

/**
 * Opens a record page in a new tab (spec 1 section 2), first asking before leaving
 * unsaved edits behind. Resolves true when the page was opened.
 */
export async function openPage(code: PageCodeValue, id: number | string): Promise<boolean> {
  const url = pageUrl(code, id);
  if (hasUnsavedChanges() && !(await confirmModal(UNSAVED_CHANGES_MESSAGE))) return false;
  window.open(url, '_blank', 'noopener');
  return true;
}

/**
 * Opens a record page in this tab (the search palette's Enter), with the same unsaved-changes check.
 * `navigate` is the router's, so the app does not reload. Resolves true when the page was opened.
 */
export async function openPageHere(
  navigate: (to: string) => void,
  code: PageCodeValue,
  id: number | string,
): Promise<boolean> {
  if (hasUnsavedChanges() && !(await confirmModal(UNSAVED_CHANGES_MESSAGE))) return false;
  navigate(pageUrl(code, id));
  return true;
}

/** Route element for /page/:code/:id. */
export function PageCodePage() {
  const params = useParams();
  const code = Number(params.code);
  const rawId = params.id ?? '';
  const id = Number(rawId);

  if (!/^\d+$/.test(params.code ?? '') || !isPageCode(code)) {
    return (
      <NotAvailable
        title={`Unknown page code ${params.code ?? ''}`}
        message="No kind of record is opened with this page code. Check the link you followed."
      />
    );
  }
  const name = PAGE_CODE_NAMES[code];
  if (!/^\d+$/.test(rawId) || id <= 0) {
    return <NotAvailable title={`${name} ${rawId}`} message={`"${rawId}" is not a valid record id.`} />;
  }
  const Page = pages.get(code);
  if (Page) return <Page key={`${code}/${id}`} id={id} />;
  return (
    <NotAvailable
      title={`${name} ${id}`}
      message={`${name} pages are not available yet.`}
      detail="This module is planned for a later release of Fieldline. The link will work once it ships."
    />
  );
}
