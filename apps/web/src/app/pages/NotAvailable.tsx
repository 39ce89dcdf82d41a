import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface NotAvailableProps {
  title: string;
  message: string;
  detail?: string;
}

/** The honest placeholder for modules not built yet: no fake data, just what and why. */
export function NotAvailable({ title, message, detail }: NotAvailableProps) {
  return (
    <Center py={60}>
      <Paper p="xl" radius="lg" maw={520} w="100%">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconTools size={28} />
          </ThemeIcon>
          <Title order={1} fz="h2">
            {title}
          </Title>
          <Text>{message}</Text>
          {detail && (
            <Text c="dimmed" fz="sm">
              {detail}
            </Text>
          )}
          <Button component={Link} to="/" variant="light" mt="sm">
            Back to home
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
