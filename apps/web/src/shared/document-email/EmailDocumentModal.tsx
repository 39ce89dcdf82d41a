import { sendDocumentEmailBodySchema } from '@fieldline/contracts/documents/document-email.contract';
import { Button, Group, Loader, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPaperclip } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { applyServerErrors, FormError } from '../forms';
import { type DocumentPaths, useEmailDraft, useSendDocumentEmail } from './document-email.api';

interface Values {
  to: string;
  cc: string;
  subject: string;
  body: string;
}

/**
 * E-mail a document with its PDF attached: to (the billing contact's address on file), cc, and the subject
 * and body rendered from the document type's default e-mail template; picking another template renders it
 * again (subject and body only: the addresses typed stay). The attachment is named.
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
  const [templateId, setTemplateId] = useState<number | null>(null);
  const draft = useEmailDraft(paths, true, templateId);
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
  // The first draft fills every field; a later one (another template picked) only subject and message.
  const addressed = useRef(false);
  useEffect(() => {
    if (!loaded) return;
    const first = !addressed.current;
    addressed.current = true;
    setValues((v) => ({
      to: first ? loaded.to.join(', ') : v.to,
      cc: first ? '' : v.cc,
      subject: loaded.subject,
      body: loaded.body,
    }));
  }, [loaded, setValues]);

  async function submit(v: Values) {
    setError(null);
    try {
      const sent = await send.mutateAsync({
        ...v,
        cc: v.cc.trim() === '' ? undefined : v.cc,
        templateId: loaded?.templateId ?? null,
        ...extraBody,
      });
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
            {(loaded?.templates.length ?? 0) > 0 && (
              <Select
                label="Template"
                description="Fills the subject and message from the template."
                data={(loaded?.templates ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
                value={loaded?.templateId ? String(loaded.templateId) : null}
                onChange={(v) => v && setTemplateId(Number(v))}
                allowDeselect={false}
              />
            )}
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
