import { formatIsoDate } from '@fieldline/contracts/common/dates';
import { CHECK_METHOD, MAX_UPLOAD_FILE_BYTES } from '@fieldline/contracts/payments/payment-uploads.contract';
import { ECHECK_METHOD, STORED_CARD_METHOD } from '@fieldline/contracts/payments/payments.contract';
import { Anchor, Button, FileInput, Group, Modal, Progress, Select, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../app/api';
import { DateInputField } from '../../../shared/dates';
import { formatFileSize } from '../../../shared/format';
import { FormError } from '../../../shared/forms';
import { BankAccountSelect, useBankAccountChoice } from '../../banking/components/BankAccountSelect';
import { usePaymentMethods } from '../../payments/payments.api';
import { readAsDataUrl, TEMPLATE_URL, useCreateUpload } from '../payment-uploads.api';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Upload a lockbox or remittance file: the file is read as a data URL and sent with a progress bar; the
 * upload's page opens once it is saved and validates it there.
 */
export function UploadPaymentsModal({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateUpload();
  const bank = useBankAccountChoice();
  const methods = usePaymentMethods();
  const [file, setFile] = useState<File | null>(null);
  const [methodId, setMethodId] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(formatIsoDate(new Date()));
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  // A file cannot charge stored cards nor carry e-check bank details: those two methods are not offered.
  const usable = (methods.data ?? []).filter(
    (m) => m.isActive && m.id !== STORED_CARD_METHOD && m.id !== ECHECK_METHOD,
  );
  const methodData = usable.map((m) => ({ value: String(m.id), label: m.name }));
  // Check is the lockbox's own method: chosen until the user picks another.
  useEffect(() => {
    if (methodId !== null || usable.length === 0) return;
    const check = usable.find((m) => m.id === CHECK_METHOD) ?? usable.find((m) => /^checks?$/i.test(m.name));
    setMethodId(String((check ?? usable[0]).id));
  }, [usable, methodId]);
  useEffect(() => () => abort.current?.abort(), []);

  const sending = progress !== null;
  const tooBig = file !== null && file.size > MAX_UPLOAD_FILE_BYTES;
  const submit = async () => {
    if (!file || bank.accountId === null) return;
    setError(null);
    setProgress(0);
    abort.current = new AbortController();
    try {
      const dataUrl = await readAsDataUrl(file);
      const upload = await create.mutateAsync({
        body: {
          fileName: file.name,
          file: dataUrl,
          bankAccountId: bank.accountId,
          ...(methodId ? { paymentMethodId: Number(methodId) } : {}),
          ...(date ? { paymentDate: date } : {}),
        },
        onProgress: setProgress,
        signal: abort.current.signal,
      });
      navigate(`/accounting/payment-uploads/${upload.id}`);
    } catch (err) {
      setProgress(null);
      if (!(err instanceof DOMException && err.name === 'AbortError')) setError(errorMessage(err));
    }
  };

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Modal opened onClose={onClose} title="Upload payments" size="lg" centered>
      <Stack>
        <Text fz="sm" c="dimmed">
          A CSV or Excel file with one payment a row: the customer (number or name) and the amount, and if
          known the invoice, check number, date and reference.{' '}
          <Anchor href={TEMPLATE_URL} download="payment-upload-sample.csv" fz="sm">
            <Group gap={4} component="span" wrap="nowrap" display="inline-flex">
              <IconDownload size={14} />
              Download sample file
            </Group>
          </Anchor>
        </Text>
        <FileInput
          label="Payment file"
          placeholder="Choose a .csv or .xlsx file"
          accept={ACCEPT}
          value={file}
          onChange={(f) => {
            setFile(f);
            setError(null);
          }}
          leftSection={<IconFileSpreadsheet size={16} />}
          description={file ? formatFileSize(file.size) : 'Up to 10 MB (about 100,000 rows).'}
          error={tooBig ? 'The file is larger than 10 MB.' : undefined}
          disabled={sending}
          clearable
          required
        />
        <BankAccountSelect
          choice={bank}
          w="100%"
          description="The account the payments will be deposited to."
          disabled={sending}
          required
        />
        <Group grow align="flex-start">
          <Select
            label="Payment method"
            data={methodData}
            value={methodId}
            onChange={setMethodId}
            allowDeselect={false}
            disabled={sending}
            comboboxProps={{ withinPortal: true }}
          />
          <DateInputField
            label="Default payment date"
            description="For rows without a date."
            value={date}
            onChange={setDate}
            disabled={sending}
          />
        </Group>
        {sending && (
          <Stack gap={4}>
            <Group justify="space-between">
              <Text fz="sm" fw={500}>
                {percent < 100 ? `Uploading ${file?.name}…` : 'Uploaded: reading the rows…'}
              </Text>
              <Text fz="sm" c="dimmed" data-testid="upload-percent">
                {percent} %
              </Text>
            </Group>
            <Progress
              value={percent}
              size="lg"
              animated={percent < 100}
              aria-label="Upload progress"
              color={percent < 100 ? 'blue' : 'teal'}
            />
          </Stack>
        )}
        <FormError message={error} />
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              abort.current?.abort();
              onClose();
            }}
          >
            Cancel
          </Button>
          <Button
            onClick={() => void submit()}
            loading={sending}
            disabled={!file || tooBig || bank.accountId === null}
          >
            Upload
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
