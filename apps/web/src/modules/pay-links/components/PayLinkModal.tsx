import type { PayLink } from '@fieldline/contracts/pay-links/pay-links.contract';
import {
  Alert,
  Button,
  CopyButton,
  Divider,
  Group,
  Modal,
  NumberInput,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../app/api';
import { formatDate, formatDateTime } from '../../../shared/format';
import { FormError } from '../../../shared/forms';
import { useEmailPayLink, useMintPayLink, usePayLinkState, useRevokePayLinks } from '../pay-links.api';

/**
 * Staff's side of the pay link: make a link to copy, e-mail one to the invoice's contacts (through the
 * outbox), or end every link made so far.
 */
export function PayLinkModal({
  invoiceId,
  invoiceNumber,
  onClose,
}: {
  invoiceId: number;
  invoiceNumber: string;
  onClose: () => void;
}) {
  const state = usePayLinkState(invoiceId);
  const mint = useMintPayLink(invoiceId);
  const email = useEmailPayLink(invoiceId);
  const revoke = useRevokePayLinks(invoiceId);
  const [days, setDays] = useState<number | string>(30);
  const [link, setLink] = useState<PayLink | null>(null);
  const [to, setTo] = useState<string[] | null>(null);
  // An address typed but not yet turned into a tag (no Enter or comma) is sent too.
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const tags = to ?? state.data?.suggestedRecipients.map((r) => r.email) ?? [];
  const recipients = typed.trim() ? [...tags, typed.trim()] : tags;
  const expiresInDays = typeof days === 'number' ? days : undefined;

  const run = async (fn: () => Promise<void>) => {
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Pay link for invoice ${invoiceNumber}`} size="lg">
      <Stack>
        <Text fz="sm" c="dimmed">
          The customer opens the link without signing in and sees this invoice only: its lines, balance and
          how to pay. Each link stops working after the days below.
        </Text>
        <FormError message={error} />
        <NumberInput
          label="Link works for (days)"
          min={1}
          max={365}
          allowDecimal={false}
          value={days}
          onChange={setDays}
          w={200}
        />
        <Group>
          <Button
            variant="light"
            loading={mint.isPending}
            onClick={() => run(async () => setLink(await mint.mutateAsync(expiresInDays)))}
          >
            Create link
          </Button>
        </Group>
        {link && (
          <Stack gap={4}>
            <Group gap="xs" wrap="nowrap">
              <TextInput
                readOnly
                value={link.url}
                aria-label="Pay link"
                style={{ flex: 1 }}
                data-testid="pay-link-url"
              />
              <CopyButton value={link.url}>
                {({ copied, copy }) => (
                  <Button
                    variant="default"
                    leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    onClick={copy}
                  >
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text fz="xs" c="dimmed">
              Works until {formatDate(link.expiresAt.slice(0, 10))}.
            </Text>
          </Stack>
        )}
        <Divider label="or e-mail it" labelPosition="left" />
        <TagsInput
          label="To"
          description="The invoice's contacts with an e-mail address; add or remove addresses."
          value={tags}
          onChange={setTo}
          searchValue={typed}
          onSearchChange={setTyped}
          splitChars={[',', ' ', ';']}
        />
        <Textarea
          label="Note above the link"
          autosize
          minRows={2}
          maxLength={4000}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        <Group justify="space-between">
          <Button
            color="red"
            variant="subtle"
            loading={revoke.isPending}
            onClick={() =>
              run(async () => {
                await revoke.mutateAsync();
                setLink(null);
                notifications.show({
                  message: 'Every link made so far for this invoice has stopped working.',
                });
              })
            }
          >
            End all links
          </Button>
          <Button
            loading={email.isPending}
            disabled={recipients.length === 0}
            onClick={() =>
              run(async () => {
                const sent = await email.mutateAsync({
                  to: recipients,
                  message: message.trim() || undefined,
                  expiresInDays,
                });
                setLink(sent);
                setTo(sent.to);
                setTyped('');
                notifications.show({ color: 'teal', message: `Pay link e-mailed to ${sent.to.join(', ')}.` });
              })
            }
          >
            E-mail link
          </Button>
        </Group>
        {state.data?.lastSentAt && (
          <Alert variant="light" color="gray" data-testid="pay-link-last-sent">
            Last e-mailed {formatDateTime(state.data.lastSentAt)} to {state.data.lastSentTo.join(', ')}.
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
