import { Anchor, AppShell, Box, Burger, Divider, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useSettings } from '../../modules/system/system.api';
import { Logo } from '../../shared/ui/Logo';
import { GlobalSearch } from './GlobalSearch';
import { Navbar } from './Navbar';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { UserMenu } from './UserMenu';

export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const companyName = useSettings().data?.CompanyDisplayName;

  // A fresh page starts at the top, as a full page load would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change by design.
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);

  return (
    <>
      <SkipLink />
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="lg"
        styles={{ main: { background: 'var(--mantine-color-gray-0)' } }}
      >
        <AppShell.Header>
          <Group h="100%" px="md" gap="md" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Fieldline home">
              <Logo />
            </Anchor>
            {companyName && companyName !== 'Fieldline' && (
              <Group gap="md" wrap="nowrap" visibleFrom="md">
                <Divider orientation="vertical" />
                <Text fw={600} c="dimmed" truncate maw={220} data-testid="company-name">
                  {companyName}
                </Text>
              </Group>
            )}
            <Box flex={1} maw={520} mx="auto">
              <GlobalSearch />
            </Box>
            <UserMenu />
          </Group>
        </AppShell.Header>
        <Navbar onNavigate={close} />
        <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
          <Box maw={1280} mx="auto">
            <Outlet />
          </Box>
        </AppShell.Main>
      </AppShell>
    </>
  );
}
