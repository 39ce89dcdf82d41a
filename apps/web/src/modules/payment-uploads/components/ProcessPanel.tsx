import { formatCount, formatMoney } from '@fieldline/contracts/common/money';
import type { PaymentUpload } from '@fieldline/contracts/payments/payment-uploads.contract';
import { Alert, Button, Checkbox, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../app/api';
import { FormError } from '../../../shared/forms';
import { processBatch, processTarget, uploadKeys } from '../payment-uploads.api';

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

function ValidationSummary({ upload, validating }: { upload: PaymentUpload; validating: boolean }) {
  if (validating || upload.status === 'Uploaded')
    return (
      <Group gap="xs">
        {validating && <Loader size="xs" />}
        <Text fz="sm" c="dimmed">
          {validating ? 'Validating the rows…' : 'Not validated yet: Validate checks every row.'}
        </Text>
      </Group>
    );
  if (upload.invalidCount === 0)
    return (
      <Alert color="teal" variant="light" role="status">
        All {formatCount(upload.rowCount)} rows are valid.
      </Alert>
    );
  const rows = `${formatCount(upload.invalidCount)} ${upload.invalidCount === 1 ? 'row' : 'rows'}`;
  // Once processing has begun the rows with errors are left out, not something still to decide.
  if (upload.processedCount > 0 || upload.status === 'Processed' || upload.status === 'Deposited')
    return (
      <Alert color="yellow" variant="light" role="status">
        {rows} with errors {upload.invalidCount === 1 ? 'was' : 'were'} left out: listed below, unprocessed.
        Record {upload.invalidCount === 1 ? 'it' : 'them'} by hand or in a corrected file.
      </Alert>
    );
  return (
    <Alert color="red" variant="light" role="status" title="Some rows have errors">
      {formatCount(upload.invalidCount)} of the {formatCount(upload.rowCount)} rows{' '}
      {upload.invalidCount === 1 ? 'has' : 'have'} errors, listed under each row below. Correct the file and
      upload it again, or process only the {formatCount(upload.validCount)} valid rows.
    </Alert>
  );
}

/**
 * Process the upload one batch a call, calling again until none remain, with a bar of the rows done. Leaving
 * the page stops after the current batch; the upload stays Processing and Resume carries on.
 */
export function ProcessPanel({
  upload,
  canEdit,
  validating,
}: {
  upload: PaymentUpload;
  canEdit: boolean;
  validating: boolean;
}) {
  const qc = useQueryClient();
  // A paused run was started with the rows with errors skipped (the server refuses otherwise).
  const [skipInvalid, setSkipInvalid] = useState(upload.status === 'Processing');
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const run = async () => {
    const ctrl = new AbortController();
    abort.current = ctrl;
    setRunning(true);
    setError(null);
    try {
      for (;;) {
        const r = await processBatch(upload.id, skipInvalid, ctrl.signal);
        qc.setQueryData(uploadKeys.one(upload.id), r.upload);
        // A call that moved nothing would move nothing the next time either.
        if (r.remaining === 0 || r.processedNow === 0 || ctrl.signal.aborted) break;
      }
    } catch (err) {
      if (!isAbort(err)) setError(errorMessage(err));
    } finally {
      if (!ctrl.signal.aborted) setRunning(false);
      void qc.invalidateQueries({ queryKey: uploadKeys.all });
    }
  };

  const started = upload.status === 'Processing' || upload.processedCount > 0;
  const processable = upload.status === 'Validated' || upload.status === 'Processing';
  const target = processTarget(upload);
  const done = upload.processedCount;
  const pct = target > 0 ? Math.min(100, Math.round((done * 100) / target)) : 0;
  const showBar = running || started;
  return (
    <Stack gap="sm">
      <ValidationSummary upload={upload} validating={validating} />
      {showBar && (
        <Stack gap={4}>
          <Group justify="space-between">
            <Text fz="sm" fw={600}>
              {running
                ? 'Processing…'
                : upload.status === 'Processing'
                  ? 'Processing paused'
                  : 'Processing complete'}
            </Text>
            <Text fz="sm" c="dimmed" data-testid="process-count">
              {formatCount(done)} of {formatCount(target)} valid rows processed · {pct} %
            </Text>
          </Group>
          <Progress
            value={pct}
            size="lg"
            aria-label="Processing progress"
            animated={running}
            color={pct === 100 ? 'teal' : 'blue'}
          />
          {done > 0 && (
            <Text fz="xs" c="dimmed">
              {formatCount(upload.paymentCount)} {upload.paymentCount === 1 ? 'payment' : 'payments'} of{' '}
              {formatMoney(upload.processedTotal)} recorded.
            </Text>
          )}
        </Stack>
      )}
      {canEdit && processable && (
        <Group justify="space-between" align="center">
          {upload.invalidCount > 0 ? (
            <Checkbox
              label={`Skip rows with errors (${formatCount(upload.invalidCount)})`}
              description="They stay listed here, unprocessed."
              checked={skipInvalid}
              onChange={(e) => setSkipInvalid(e.currentTarget.checked)}
              disabled={running}
            />
          ) : (
            <span />
          )}
          <Button
            leftSection={<IconPlayerPlay size={16} />}
            loading={running}
            onClick={() => void run()}
            disabled={upload.validCount === 0 && upload.status === 'Validated'}
          >
            {upload.status === 'Processing' ? 'Resume processing' : 'Process'}
          </Button>
        </Group>
      )}
      <FormError message={error} />
    </Stack>
  );
}
