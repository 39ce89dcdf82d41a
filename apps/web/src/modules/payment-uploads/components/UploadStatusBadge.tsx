import type {
  PaymentUploadRow,
  PaymentUploadStatus,
} from '@fieldline/contracts/payments/payment-uploads.contract';
import { Badge } from '@mantine/core';

const UPLOAD_COLORS: Record<PaymentUploadStatus, string> = {
  Uploaded: 'gray',
  Validated: 'blue',
  Processing: 'yellow',
  Processed: 'teal',
  Deposited: 'green',
};

export function UploadStatusBadge({ status }: { status: PaymentUploadStatus }) {
  return (
    <Badge variant="light" color={UPLOAD_COLORS[status]} style={{ minWidth: 'max-content' }}>
      {status}
    </Badge>
  );
}

const ROW_COLORS: Record<PaymentUploadRow['status'], string> = {
  Pending: 'gray',
  Valid: 'blue',
  Invalid: 'red',
  Processed: 'teal',
};
const ROW_LABELS: Record<PaymentUploadRow['status'], string> = {
  Pending: 'Not validated',
  Valid: 'Valid',
  Invalid: 'Errors',
  Processed: 'Processed',
};

export function RowStatusBadge({ status }: { status: PaymentUploadRow['status'] }) {
  return (
    <Badge variant="light" color={ROW_COLORS[status]} size="sm" style={{ minWidth: 'max-content' }}>
      {ROW_LABELS[status]}
    </Badge>
  );
}
