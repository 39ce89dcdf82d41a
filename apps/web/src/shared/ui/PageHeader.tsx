import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Parent pages, outermost first. */
  crumbs?: Array<{ label: string; to: string }>;
}

export function PageHeader({ title, description, actions, crumbs }: PageHeaderProps) {
  return (
    <Stack gap={4} mb="lg">
      {crumbs && crumbs.length > 0 && (
        <Breadcrumbs separatorMargin={6} fz="sm">
          {crumbs.map((c) => (
            <Anchor key={c.to} component={Link} to={c.to} fz="sm">
              {c.label}
            </Anchor>
          ))}
        </Breadcrumbs>
      )}
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz="h2">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" fz="sm" mt={2}>
              {description}
            </Text>
          )}
        </div>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
    </Stack>
  );
}
