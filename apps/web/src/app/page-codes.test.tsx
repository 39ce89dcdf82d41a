import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { renderApp } from '../../test/utils';
import {
  openPage,
  PageCode,
  PageCodePage,
  preloadPageFor,
  type RecordPageProps,
  registerPage,
  unregisterPage,
} from './page-codes';
import { UNSAVED_CHANGES_MESSAGE, useUnsavedChanges } from './unsaved-changes';

const showPage = (route: string) => renderApp(<PageCodePage />, { route, path: '/page/:code/:id' });

describe('PageCodePage', () => {
  afterEach(() => unregisterPage(PageCode.Job));

  it('renders the component a module registered for the code, with the id', () => {
    registerPage(PageCode.Job, ({ id }: RecordPageProps) => <h1>Job page for #{id}</h1>);
    showPage('/page/6081/5150');
    expect(screen.getByRole('heading', { name: 'Job page for #5150' })).toBeTruthy();
  });

  it('starts loading the registered page code for a /page/:code/:id path only', () => {
    const preload = vi.fn(async () => ({}));
    registerPage(PageCode.Job, () => null, preload);
    preloadPageFor('/jobs');
    preloadPageFor('/page/6073/5');
    expect(preload).not.toHaveBeenCalled();
    preloadPageFor('/page/6081/5');
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('names the record kind and id when no module handles the code yet', () => {
    showPage('/page/6073/42');
    expect(screen.getByRole('heading', { name: 'Customer 42' })).toBeTruthy();
    expect(screen.getByText('Customer pages are not available yet.')).toBeTruthy();
  });

  it('covers every code of the spec, including the customer credit', () => {
    showPage('/page/7127/9');
    expect(screen.getByRole('heading', { name: 'Customer credit 9' })).toBeTruthy();
    expect(screen.getByText('Customer credit pages are not available yet.')).toBeTruthy();
  });

  it('says a code is unknown when it is not a page code', () => {
    showPage('/page/1234/1');
    expect(screen.getByRole('heading', { name: 'Unknown page code 1234' })).toBeTruthy();
  });
});

function DirtyForm({ dirty }: { dirty: boolean }) {
  useUnsavedChanges(dirty);
  return null;
}

describe('openPage', () => {
  let open: MockInstance<Window['open']>;
  beforeEach(() => {
    open = vi.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => open.mockRestore());

  it('opens the record in a new tab at once when nothing is dirty', async () => {
    renderApp(<DirtyForm dirty={false} />);
    let opened: boolean | undefined;
    await act(async () => {
      opened = await openPage(PageCode.Customer, 42);
    });
    expect(opened).toBe(true);
    expect(open).toHaveBeenCalledWith('/page/6073/42', '_blank', 'noopener');
    expect(screen.queryByText(UNSAVED_CHANGES_MESSAGE)).toBeNull();
  });

  it('asks first when a form has unsaved changes, and stays put on Cancel', async () => {
    renderApp(<DirtyForm dirty />);
    let result: Promise<boolean> | undefined;
    act(() => {
      result = openPage(PageCode.Job, 7);
    });
    await screen.findByText('You have unsaved changes. Leave this page anyway?');
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(result).resolves.toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the page after the user confirms with OK', async () => {
    renderApp(<DirtyForm dirty />);
    let result: Promise<boolean> | undefined;
    act(() => {
      result = openPage(PageCode.PurchaseOrder, 88);
    });
    await screen.findByText(UNSAVED_CHANGES_MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(result).resolves.toBe(true);
    await waitFor(() => expect(open).toHaveBeenCalledWith('/page/6083/88', '_blank', 'noopener'));
  });

  it('forgets a dirty flag when its form unmounts', async () => {
    const view = renderApp(<DirtyForm dirty />);
    view.unmount();
    renderApp(<DirtyForm dirty={false} />);
    await act(async () => {
      await openPage(PageCode.Item, 3);
    });
    expect(open).toHaveBeenCalledWith('/page/6314/3', '_blank', 'noopener');
  });
});
