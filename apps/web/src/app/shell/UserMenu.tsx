import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLock, IconLogout } from '@tabler/icons-react';
import { useAuth, useCurrentUser } from '../auth/AuthProvider';
import { ChangePasswordModal } from '../auth/ChangePasswordModal';

export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}

export function UserMenu() {
  const user = useCurrentUser();
  const { signOut } = useAuth();
  const [passwordOpened, password] = useDisclosure(false);

  return (
    <>
      <Menu position="bottom-end" width={260} shadow="md" withinPortal>
        <Menu.Target>
          <UnstyledButton
            aria-label="User menu"
            data-testid="user-menu"
            px={6}
            py={4}
            style={{ borderRadius: 8 }}
          >
            <Group gap={8} wrap="nowrap">
              <Avatar color="teal" radius="xl" size={32}>
                {initials(user.firstName, user.lastName)}
              </Avatar>
              <Text fz="sm" fw={500} visibleFrom="sm" truncate maw={160}>
                {user.displayName}
              </Text>
              <IconChevronDown size={14} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text fz="sm" fw={600} c="var(--mantine-color-text)">
              {user.displayName}
            </Text>
            <Text fz="xs" c="dimmed" truncate>
              {user.email}
            </Text>
          </Menu.Label>
          <Menu.Divider />
          <Menu.Item leftSection={<IconLock size={16} />} onClick={password.open}>
            Change password
          </Menu.Item>
          <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
            Sign out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordModal opened={passwordOpened} onClose={password.close} />
    </>
  );
}
