import { Alert, Text } from '@mantine/core';
import { IconInfoCircle, IconMailForward } from '@tabler/icons-react';
import { useMailSetup } from '../mail.api';

/** Where mail goes: through the configured server, or nowhere (held here) until SMTP_HOST is set. */
export function MailSetupNote() {
  const { data } = useMailSetup();
  if (!data) return null;
  if (data.mode === 'offline')
    return (
      <Alert color="yellow" icon={<IconInfoCircle size={18} />} mb="md" title="No mail server is configured">
        <Text fz="sm">
          Messages are kept here, held, exactly as they would have been sent. Set SMTP_HOST (and the other
          SMTP_ settings) on the server to send them; held messages can then be sent with Retry.
        </Text>
      </Alert>
    );
  return (
    <Alert color="blue" variant="light" icon={<IconMailForward size={18} />} mb="md">
      <Text fz="sm">
        Mail leaves through {data.host}:{data.port} {data.secure ? '(TLS)' : ''} from {data.from}.
      </Text>
    </Alert>
  );
}
