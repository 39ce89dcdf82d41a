import type { DocumentWarning } from '@fieldline/contracts/taxes/taxes.contract';
import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The cautions a document's answer carries (e.g. no sales tax): visible, but they block nothing. */
export function DocumentWarnings({ warnings, mb }: { warnings: DocumentWarning[] | undefined; mb?: string }) {
  if (!warnings?.length) return null;
  return (
    <Stack gap="xs" mb={mb}>
      {warnings.map((w) => (
        <Alert
          key={w.code}
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          data-testid="document-warning"
          data-code={w.code}
        >
          {w.message}
        </Alert>
      ))}
    </Stack>
  );
}
