import type { Rendered } from '@fieldline/contracts/templates/templates.contract';
import { Code, Paper, Stack, Text } from '@mantine/core';

/** The rendered template: subject, then the HTML in a sandboxed frame (no scripts) or the plain text. */
export function TemplatePreview({ rendered }: { rendered: Rendered }) {
  return (
    <Paper withBorder p="md" radius="md" aria-label="Preview" component="section">
      <Stack gap="xs">
        <Text fz="sm" c="dimmed">
          Preview with {rendered.recordLabel}
        </Text>
        <Text fw={600} data-testid="preview-subject">
          {rendered.subject}
        </Text>
        {rendered.html !== null ? (
          <iframe
            title="Preview body"
            sandbox=""
            srcDoc={rendered.html}
            style={{
              width: '100%',
              minHeight: 260,
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 4,
            }}
          />
        ) : (
          <Code block data-testid="preview-text">
            {rendered.text}
          </Code>
        )}
      </Stack>
    </Paper>
  );
}
