import { AppShell, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { TaskCountBadge } from '../../modules/tasks/components/TaskCountBadge';
import { accessLevelOf, useAuth } from '../auth/AuthProvider';
import { visibleNavigation } from './navigation-access';

function isActive(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

export function Navbar({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const groups = visibleNavigation((id) => accessLevelOf(user, id));

  return (
    <AppShell.Navbar p="xs" data-testid="navbar" aria-label="Main navigation">
      <AppShell.Section grow component={ScrollArea}>
        <Stack gap="md" py="xs" component="nav">
          {groups.map((group) => (
            <div key={group.label}>
              <Text
                fz={11}
                fw={700}
                c="dimmed"
                tt="uppercase"
                px="sm"
                mb={4}
                style={{ letterSpacing: '0.04em' }}
              >
                {group.label}
              </Text>
              {group.entries.map((entry) => (
                <NavLink
                  key={entry.href}
                  component={Link}
                  to={entry.href}
                  label={entry.label}
                  leftSection={<entry.icon size={18} stroke={1.6} />}
                  rightSection={entry.badge === 'myTasks' ? <TaskCountBadge /> : undefined}
                  active={isActive(pathname, entry.href)}
                  onClick={onNavigate}
                  variant="light"
                  style={{ borderRadius: 6 }}
                />
              ))}
            </div>
          ))}
        </Stack>
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
