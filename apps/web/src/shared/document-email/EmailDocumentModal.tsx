import { sendDocumentEmailBodySchema } from '@fieldline/contracts/documents/document-email.contract';
import { Button, Group, Loader, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPaperclip } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { applyServerErrors, FormError } from '../forms';
import { type DocumentPaths, useEmailDraft, useSendDocumentEmail } from './document-email.api';

interface Values {
  to: string;
  cc: string;
  subject: string;
  body: string;
}

/**
 * E-mail a document with its PDF attached: to (the billing contact's address on file), cc, subject and
 * body prefilled with a plain default, the attachment named. `templateId` stays optional: the e-mail
 * template picker plugs in here (it fills subject and body).
 */
export function EmailDocumentModal({
  title,
  paths,
  extraBody,
  onSent,
  onClose,
}: {
  title: string;
  paths: DocumentPaths;
  /** Sent with the message (the job summary's type and sections). */
  extraBody?: Record<string, unknown>;
  onSent?: () => void;
  onClose: () => void;
}) {
  const draft = useEmailDraft(paths, true);
  const [key] = useState(() => crypto.randomUUID());
  const send = useSendDocumentEmail(paths.base, key);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { to: '', cc: '', subject: '', body: '' },
    validate: (v) => {
      const parsed = sendDocumentEmailBodySchema.safeParse(v);
      if (parsed.success) return {};
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      return errors;
    },
  });
  const { setValues } = form;
  const loaded = draft.data;
  useEffect(() => {
    if (loaded) setValues({ to: loaded.to.join(', '), cc: '', subject: loaded.subject, body: loaded.body });
  }, [loaded, setValues]);

  async function submit(v: Values) {
    setError(null);
    try {
      const sent = await send.mutateAsync({ ...v, cc: v.cc.trim() === '' ? undefined : v.cc, ...extraBody });
      notifications.show({
        color: 'green',
        message: `Queued to ${sent.to.join(', ')} with ${sent.attachment}.`,
      });
      onSent?.();
      onClose();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }

  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      {draft.isPending ? (
        <Loader size="sm" />
      ) : (
        <form onSubmit={form.onSubmit(submit)}>
          <Stack>
            <FormError message={error ?? (draft.error ? draft.error.message : null)} />
            <TextInput
              label="To"
              description="Separate addresses with commas."
              required
              data-autofocus
              {...form.getInputProps('to')}
            />
            <TextInput label="Cc" {...form.getInputProps('cc')} />
            <TextInput label="Subject" required {...form.getInputProps('subject')} />
            <Textarea label="Message" rows={7} {...form.getInputProps('body')} />
            <Group gap={6} data-testid="email-attachment">
              <IconPaperclip size={16} />
              <Text fz="sm">{loaded?.attachment}</Text>
            </Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={send.isPending}>
                Send
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
