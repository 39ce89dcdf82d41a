import { VERIFY_FAILED_MESSAGE } from '@fieldline/contracts/addresses/addresses.contract';
import { Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMapPinCheck } from '@tabler/icons-react';
import { addressLines, recommendedFields } from './address-model';
import type { VerificationPrompt } from './useAddressVerification';

export interface VerificationDialogProps {
  prompt: VerificationPrompt | null;
  onRecommended: () => void;
  onEntered: () => void;
  onCancel: () => void;
}

function AddressCard({ title, lines, highlight }: { title: string; lines: string[]; highlight?: boolean }) {
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg={highlight ? 'teal.0' : undefined}
      data-testid={`address-choice-${title}`}
    >
      <Text fz="xs" tt="uppercase" fw={700} c={highlight ? 'teal.8' : 'dimmed'} mb={4}>
        {title}
      </Text>
      {lines.map((line) => (
        <Text key={line} fz="sm">
          {line}
        </Text>
      ))}
    </Paper>
  );
}

/** Both prompts demand an answer (spec 2 section 2.6): no close button, Escape or backdrop click. */
export function VerificationDialog({ prompt, onRecommended, onEntered, onCancel }: VerificationDialogProps) {
  const rooftop = prompt?.kind === 'rooftop' ? prompt : null;
  return (
    <Modal
      opened={prompt !== null}
      onClose={onCancel}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      centered
      size={rooftop ? 'lg' : 'md'}
      title={
        <Group gap={8}>
          {rooftop ? (
            <IconMapPinCheck size={20} color="var(--mantine-color-teal-7)" />
          ) : (
            <IconAlertTriangle size={20} color="var(--mantine-color-orange-7)" />
          )}
          <Text fw={600}>{rooftop ? 'Verify address' : 'Address not verified'}</Text>
        </Group>
      }
    >
      {rooftop ? (
        <Stack gap="md">
          <Text fz="sm">The address was matched. Which one should be kept?</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <AddressCard
              title="Recommended"
              lines={addressLines({ ...rooftop.entered, ...recommendedFields(rooftop.result) })}
              highlight
            />
            <AddressCard title="Entered" lines={addressLines(rooftop.entered)} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onEntered}>
              Use entered address
            </Button>
            <Button color="teal" onClick={onRecommended}>
              Use recommended address
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="lg">
          <Text fz="sm">{VERIFY_FAILED_MESSAGE}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button onClick={onEntered}>Confirm</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
