import {
  isBatchComplete,
  isEmptyBatch,
  isReadyToPrint,
  NO_STATEMENTS_MESSAGE,
  percentDone,
} from '@fieldline/contracts/statements/statements.contract';
import { Alert, Button, Group, Loader, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { batchPdfUrl, useBatchStats } from '../statements.api';

interface BarProps {
  label: string;
  total: number;
  complete: number;
  error: number;
  inProgress: number;
}

function DeliveryBar({ label, total, complete, error, inProgress }: BarProps) {
  const done = complete + error;
  const pct = percentDone(done, total);
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text fw={600} fz="sm">
          {label}
        </Text>
        <Text fz="sm" c="dimmed" data-testid={`${label.toLowerCase()}-percent`}>
          {total === 0 ? 'Not asked for' : `${done} of ${total} · ${pct} %`}
        </Text>
      </Group>
      <Progress.Root size="lg" aria-label={`${label} progress`}>
        <Progress.Section value={total ? (complete * 100) / total : 0} color="teal" />
        <Progress.Section value={total ? (error * 100) / total : 0} color="red" />
      </Progress.Root>
      {(error > 0 || inProgress > 0) && (
        <Text fz="xs" c={error ? 'red' : 'dimmed'}>
          {[inProgress ? `${inProgress} in progress` : '', error ? `${error} with errors` : '']
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
    </Stack>
  );
}

/** The batch progress modal (spec 3 §2, §4): two bars, polled every 5000 ms until the batch is complete. */
export function BatchProgressModal({ batchId, onClose }: { batchId: number | null; onClose: () => void }) {
  const stats = useBatchStats(batchId);
  const s = stats.data;
  return (
    <Modal opened={batchId !== null} onClose={onClose} title={`Statement batch ${batchId ?? ''}`} size="lg">
      {!s ? (
        <Group justify="center" py="lg">
          <Loader aria-label="Loading" />
        </Group>
      ) : isEmptyBatch(s) ? (
        <Alert color="yellow" variant="light">
          {NO_STATEMENTS_MESSAGE}
        </Alert>
      ) : (
        <Stack>
          <Group gap="xs">
            {isBatchComplete(s) ? (
              <Text fw={600} c="teal">
                Complete
              </Text>
            ) : (
              <>
                <Loader size="xs" />
                <Text fw={600}>Running…</Text>
              </>
            )}
            <Text c="dimmed" fz="sm">
              {s.customerCount} customer{s.customerCount === 1 ? '' : 's'}
            </Text>
          </Group>
          <DeliveryBar
            label="Print"
            total={s.printCountTotal}
            complete={s.printCountComplete}
            error={s.printCountError}
            inProgress={s.printCountInProgress}
          />
          <DeliveryBar
            label="E-mail"
            total={s.emailCountTotal}
            complete={s.emailCountComplete}
            error={s.emailCountError}
            inProgress={s.emailCountInProgress}
          />
        </Stack>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        {s && !isEmptyBatch(s) && s.printCountTotal > 0 && (
          <Button
            leftSection={<IconPrinter size={16} />}
            disabled={!isReadyToPrint(s)}
            onClick={() => window.open(batchPdfUrl(s.batchId), '_blank', 'noopener')}
          >
            Print
          </Button>
        )}
      </Group>
    </Modal>
  );
}
