import { Permission } from '@fieldline/contracts/common/permissions';
import { Anchor, Text } from '@mantine/core';
import { showErrorNotification } from '../../app/api';
import { useAccess } from '../../app/auth/AuthProvider';
import { openPage, PageCode, pageUrl } from '../../app/page-codes';

export const UNABLE_TO_NAVIGATE_TO_ITEM = 'Unable to navigate to item';

export interface ItemLinkProps {
  itemId: number | null | undefined;
  name: string;
  size?: string;
}

/**
 * An item's name, as a link to its page (6314, opened in a new tab) only when the user's access level
 * for permission 28 is 2 (spec 2 §6); plain text otherwise.
 */
export function ItemLink({ itemId, name, size = 'sm' }: ItemLinkProps) {
  const canLink = useAccess(Permission.ItemPageLink) === 2;
  if (!canLink) return <Text size={size}>{name}</Text>;
  return (
    <Anchor
      size={size}
      href={itemId ? pageUrl(PageCode.Item, itemId) : undefined}
      onClick={(e) => {
        e.preventDefault();
        if (!itemId) showErrorNotification(UNABLE_TO_NAVIGATE_TO_ITEM);
        else void openPage(PageCode.Item, itemId);
      }}
    >
      {name}
    </Anchor>
  );
}
