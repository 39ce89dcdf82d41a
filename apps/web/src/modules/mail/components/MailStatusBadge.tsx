import { MAIL_STATUS_LABELS, type MailStatus } from '@fieldline/contracts/mail/mail.contract';
import { Badge } from '@mantine/core';

const COLORS: Record<MailStatus, string> = {
  queued: 'blue',
  sending: 'blue',
  sent: 'teal',
  held: 'yellow',
  failed: 'red',
  bounced: 'orange',
};

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" size="sm">
      {MAIL_STATUS_LABELS[status]}
    </Badge>
  );
}
