import { ApiError } from '@fieldline/client';
import {
  EMAIL_TEMPLATE_RECORD_TYPES,
  EMAIL_TEMPLATE_TYPE_NAMES,
  EMAIL_TEMPLATE_TYPES,
  type EmailTemplate,
  type EmailTemplateTypeValue,
  type MessageTemplate,
  type Rendered,
} from '@fieldline/contracts/templates/templates.contract';
import {
  Alert,
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconEye } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader, QueryStatus } from '../../../shared/ui';
import { MergeTagPanel } from '../components/MergeTagPanel';
import { TemplatePreview } from '../components/TemplatePreview';
import {
  type TemplateKind,
  useEmailTemplate,
  useMessageTemplate,
  usePreviewDraft,
  useRecordTypes,
  useSaveTemplate,
} from '../templates.api';

interface Draft {
  name: string;
  type: EmailTemplateTypeValue;
  recordType: string;
  subject: string;
  body: string;
  isActive: boolean;
  isDefault: boolean;
  version?: number;
}
const EMPTY: Draft = {
  name: '',
  type: 1,
  recordType: 'job',
  subject: '',
  body: '',
  isActive: true,
  isDefault: false,
};

/** /admin/templates/email/:id and /admin/templates/message/:id ("new" for a new one). */
export function TemplateEditorPage({ kind }: { kind: TemplateKind }) {
  const { id: raw } = useParams();
  const id = raw === 'new' || raw === undefined ? null : Number(raw);
  const email = useEmailTemplate(kind === 'email' ? id : null);
  const message = useMessageTemplate(kind === 'message' ? id : null);
  const loaded = kind === 'email' ? email : message;
  const ready = id === null ? { data: null, error: null, isPending: false, refetch: () => null } : loaded;
  return (
    <QueryStatus query={ready}>
      {(template) => <Editor kind={kind} id={id} template={template ?? null} />}
    </QueryStatus>
  );
}

function fromTemplate(t: EmailTemplate | MessageTemplate | null): Draft {
  if (!t) return EMPTY;
  return {
    ...EMPTY,
    ...t,
    type: ('type' in t ? t.type : 1) as EmailTemplateTypeValue,
    isDefault: 'isDefault' in t ? t.isDefault : false,
  };
}

function Editor({
  kind,
  id,
  template,
}: {
  kind: TemplateKind;
  id: number | null;
  template: EmailTemplate | MessageTemplate | null;
}) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() => fromTemplate(template));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [recordId, setRecordId] = useState<number | string>('');
  const [rendered, setRendered] = useState<Rendered | null>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const lastField = useRef<'subject' | 'body'>('body');
  const pendingCursor = useRef<{ field: 'subject' | 'body'; at: number } | null>(null);
  const save = useSaveTemplate(kind);
  const preview = usePreviewDraft();
  const recordTypes = useRecordTypes();
  const recordType = kind === 'email' ? EMAIL_TEMPLATE_RECORD_TYPES[draft.type] : draft.recordType;
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  // After an insert, put the cursor just after the inserted tag.
  useEffect(() => {
    const p = pendingCursor.current;
    if (!p) return;
    pendingCursor.current = null;
    const el = p.field === 'subject' ? subjectRef.current : bodyRef.current;
    el?.focus();
    el?.setSelectionRange(p.at, p.at);
  });

  const insert = (tag: string) => {
    const field = lastField.current;
    const el = field === 'subject' ? subjectRef.current : bodyRef.current;
    const text = draft[field];
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    pendingCursor.current = { field, at: start + tag.length };
    set({ [field]: text.slice(0, start) + tag + text.slice(end) });
  };

  const fail = (err: unknown) => {
    if (err instanceof ApiError && err.errors?.length) {
      // Shown on the fields themselves (the app's error notification says the rest).
      setErrors(Object.fromEntries(err.errors.map((e) => [e.field.replace(/^body\./, ''), e.message])));
    } else setAlert(err instanceof Error ? err.message : String(err));
  };

  const onSave = async () => {
    setErrors({});
    setAlert(null);
    const common = { name: draft.name, subject: draft.subject, body: draft.body, isActive: draft.isActive };
    const body =
      kind === 'email'
        ? { ...common, type: draft.type, isDefault: draft.isDefault }
        : { ...common, recordType: draft.recordType };
    try {
      const saved = await save.mutateAsync({
        id,
        body: id === null ? body : { ...body, version: draft.version },
      });
      notifications.show({ color: 'teal', message: `Saved "${saved.name}".` });
      set({ version: saved.version });
      if (id === null) navigate(`/admin/templates/${kind}/${saved.id}`, { replace: true });
    } catch (err) {
      fail(err);
    }
  };

  const onPreview = async () => {
    setErrors({});
    setAlert(null);
    try {
      setRendered(
        await preview.mutateAsync({
          recordType,
          recordId: recordId === '' ? undefined : Number(recordId),
          subject: draft.subject,
          body: draft.body,
          html: kind === 'email',
        }),
      );
    } catch (err) {
      setRendered(null);
      fail(err);
    }
  };

  const title =
    id === null ? `New ${kind === 'email' ? 'e-mail' : 'message'} template` : draft.name || 'Template';
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: 'Templates', to: `/admin/templates?tab=${kind}` }]}
        actions={
          <Group>
            <Button
              variant="default"
              leftSection={<IconEye size={16} />}
              onClick={onPreview}
              loading={preview.isPending}
            >
              Preview
            </Button>
            <Button leftSection={<IconDeviceFloppy size={16} />} onClick={onSave} loading={save.isPending}>
              Save
            </Button>
          </Group>
        }
      />
      {alert && (
        <Alert color="red" variant="light" mb="md" role="alert" style={{ whiteSpace: 'pre-line' }}>
          {alert}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper p="md" radius="md">
            <Stack gap="sm">
              <Group grow align="flex-start">
                <TextInput
                  label="Name"
                  required
                  value={draft.name}
                  error={errors.name}
                  onChange={(e) => set({ name: e.currentTarget.value })}
                />
                {kind === 'email' ? (
                  <Select
                    label="Type"
                    data={EMAIL_TEMPLATE_TYPES.map((t) => ({
                      value: String(t),
                      label: EMAIL_TEMPLATE_TYPE_NAMES[t],
                    }))}
                    value={String(draft.type)}
                    error={errors.type}
                    allowDeselect={false}
                    onChange={(v) => v && set({ type: Number(v) as EmailTemplateTypeValue })}
                  />
                ) : (
                  <Select
                    label="Record type"
                    data={(recordTypes.data ?? []).map((r) => ({ value: r.recordType, label: r.label }))}
                    value={draft.recordType}
                    error={errors.recordType}
                    allowDeselect={false}
                    onChange={(v) => v && set({ recordType: v })}
                  />
                )}
              </Group>
              <Group>
                <Switch
                  label="Active"
                  checked={draft.isActive}
                  onChange={(e) => set({ isActive: e.currentTarget.checked })}
                />
                {kind === 'email' && (
                  <Switch
                    label="Default for its type"
                    checked={draft.isDefault}
                    onChange={(e) => set({ isDefault: e.currentTarget.checked })}
                  />
                )}
              </Group>
              <TextInput
                ref={subjectRef}
                label="Subject"
                required={kind === 'email'}
                value={draft.subject}
                error={errors.subject}
                onFocus={() => (lastField.current = 'subject')}
                onChange={(e) => set({ subject: e.currentTarget.value })}
              />
              <Textarea
                ref={bodyRef}
                label={kind === 'email' ? 'Body (HTML)' : 'Message'}
                description={kind === 'email' ? 'HTML: values are escaped when merged.' : 'Plain text.'}
                autosize
                minRows={12}
                maxRows={28}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
                value={draft.body}
                error={errors.body}
                onFocus={() => (lastField.current = 'body')}
                onChange={(e) => set({ body: e.currentTarget.value })}
              />
              <NumberInput
                label="Preview with record #"
                description="Leave empty to use the newest record"
                w={240}
                min={1}
                allowDecimal={false}
                value={recordId}
                error={errors.recordId}
                onChange={setRecordId}
              />
            </Stack>
          </Paper>
          {rendered && (
            <div style={{ marginTop: 16 }}>
              <TemplatePreview rendered={rendered} />
            </div>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <MergeTagPanel recordType={recordType} onInsert={insert} />
        </Grid.Col>
      </Grid>
    </>
  );
}

export const EmailTemplateEditorPage = () => <TemplateEditorPage kind="email" />;
export const MessageTemplateEditorPage = () => <TemplateEditorPage kind="message" />;
