import { Permission } from '@fieldline/contracts/common/permissions';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp } from '../../../test/utils';
import { ItemLink } from './ItemLink';

const user = (accessLevel: 0 | 1 | 2) =>
  makeUser({ permissions: [{ id: Permission.ItemPageLink, accessLevel }] });

describe('ItemLink', () => {
  it('links to the item page (6314) in a new tab only at level 2 of permission 28', async () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderApp(<ItemLink itemId={42} name="Capacitor 45/5" />, { user: user(2) });
    const link = screen.getByRole('link', { name: 'Capacitor 45/5' });
    expect(link.getAttribute('href')).toBe('/page/6314/42');
    fireEvent.click(link);
    await vi.waitFor(() => expect(opened).toHaveBeenCalledWith('/page/6314/42', '_blank', 'noopener'));
    opened.mockRestore();
  });

  it('is plain text at any other level', () => {
    for (const level of [0, 1] as const) {
      const { unmount } = renderApp(<ItemLink itemId={42} name="Capacitor 45/5" />, { user: user(level) });
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText('Capacitor 45/5')).toBeTruthy();
      unmount();
    }
  });
});
