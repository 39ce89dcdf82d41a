import { Permission } from '@fieldline/contracts/common/permissions';
import {
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { accessLevelOf, useCurrentUser } from '../auth/AuthProvider';
import { DashboardCards } from '../dashboard/DashboardCards';
import { visibleNavigation } from '../shell/navigation-access';
import { initials } from '../shell/UserMenu';

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export function HomePage() {
  const user = useCurrentUser();
  // A field technician (own job work, no full Jobs access) starts from their day (issue 18 item 4).
  const technician =
    accessLevelOf(user, Permission.OwnJobWork) >= 2 && accessLevelOf(user, Permission.Jobs) < 2;
  const groups = visibleNavigation((id) => accessLevelOf(user, id));
  // One entry per business area, then every administration screen the user may open.
  const links = groups.flatMap((g) =>
    g.label === 'Administration'
      ? g.entries.map((e) => ({ ...e, group: g.label }))
      : [{ ...g.entries[0], group: g.label }],
  );
  const defaultOffice = user.offices.find((o) => o.id === user.defaultOfficeId);

  return (
    <Stack gap="lg">
      <Paper p="lg" radius="lg">
        <Group gap="lg" wrap="nowrap" align="flex-start">
          <Avatar color="teal" radius="xl" size={56}>
            {initials(user.firstName, user.lastName)}
          </Avatar>
          <Stack gap={6}>
            <Title order={1} fz="h2">
              {greeting(new Date().getHours())}, {user.firstName}
            </Title>
            <Text c="dimmed">
              Signed in as {user.displayName} ({user.email}){user.title ? ` · ${user.title}` : ''}
            </Text>
            <Group gap="xs" aria-label="Roles">
              <Text fz="sm" fw={500}>
                Roles:
              </Text>
              {user.roles.length === 0 && (
                <Text fz="sm" c="dimmed">
                  none
                </Text>
              )}
              {user.roles.map((r) => (
                <Badge key={r.id} variant="light">
                  {r.name}
                </Badge>
              ))}
            </Group>
            <Group gap="xs" aria-label="Offices">
              <Text fz="sm" fw={500}>
                Offices:
              </Text>
              <Text fz="sm" c={user.offices.length ? undefined : 'dimmed'}>
                {user.offices.length ? user.offices.map((o) => o.name).join(', ') : 'none'}
                {defaultOffice ? ` (default: ${defaultOffice.name})` : ''}
              </Text>
            </Group>
          </Stack>
        </Group>
      </Paper>

      {technician && (
        <Button component={Link} to="/my-day" size="lg" fullWidth leftSection={<IconCalendar size={20} />}>
          Open my day
        </Button>
      )}

      <DashboardCards />

      <Title order={2} fz="h4">
        Quick links
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
        {links.map((link) => (
          <Card key={link.href} component={Link} to={link.href} padding="md" radius="md" withBorder>
            <Group wrap="nowrap">
              <ThemeIcon variant="light" size="lg" radius="md">
                <link.icon size={20} stroke={1.6} />
              </ThemeIcon>
              <div>
                <Text fw={600}>{link.label}</Text>
                <Text fz="xs" c="dimmed">
                  {link.group}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
