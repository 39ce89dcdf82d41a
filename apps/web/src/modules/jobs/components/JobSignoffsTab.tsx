import { formatDateTime } from '@fieldline/contracts/common/dates';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Image,
  Modal,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { confirmModal } from '../../../shared/modals';
import { EmptyRow, QueryStatus } from '../../../shared/ui';
import { useCreateSignoff, useDeleteSignoff, useSignoff, useSignoffs } from '../job-work.api';
import { SignaturePad } from './SignaturePad';

function NewSignoffModal({ jobId, onClose }: { jobId: number; onClose: () => void }) {
  const form = useForm({
    initialValues: { signatureName: '', signatureEmail: '', note: '', signatureImage: null as string | null },
    validate: {
      signatureName: (v) => (v.trim() ? null : 'Required'),
      signatureEmail: (v) =>
        !v.trim() || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) ? null : 'Invalid e-mail address',
    },
  });
  const create = useCreateSignoff(jobId);
  const [error, setError] = useState<string | null>(null);

  async function submit(v: typeof form.values) {
    setError(null);
    try {
      await create.mutateAsync({
        signatureName: v.signatureName,
        signatureEmail: v.signatureEmail.trim(),
        signatureImage: v.signatureImage,
        note: v.note,
      });
      onClose();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }

  return (
    <Modal opened onClose={onClose} title="New signoff" size="lg">
      <form onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <TextInput label="Name" required data-autofocus {...form.getInputProps('signatureName')} />
          <TextInput label="E-mail" type="email" {...form.getInputProps('signatureEmail')} />
          <SignaturePad
            onChange={(url) => form.setFieldValue('signatureImage', url)}
            error={form.errors.signatureImage as string | undefined}
          />
          <Textarea label="Note" autosize minRows={2} {...form.getInputProps('note')} />
          <FormError message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Save signoff
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function SignoffView({ jobId, id, onClose }: { jobId: number; id: number; onClose: () => void }) {
  const query = useSignoff(jobId, id);
  return (
    <Modal opened onClose={onClose} title="Signoff" size="lg">
      <QueryStatus query={query}>
        {(s) => (
          <Stack gap="xs">
            <Text fw={600}>{s.signatureName}</Text>
            {s.signatureEmail && <Text size="sm">{s.signatureEmail}</Text>}
            <Text size="sm" c="dimmed">
              {formatDateTime(s.createdDate)}
              {s.createdBy ? ` · taken by ${s.createdBy.displayName}` : ''}
            </Text>
            {s.signatureImage ? (
              <Image src={s.signatureImage} alt={`Signature of ${s.signatureName}`} bd="1px solid gray.3" />
            ) : (
              <Text c="dimmed">No signature was drawn.</Text>
            )}
            {s.note && <Text size="sm">{s.note}</Text>}
          </Stack>
        )}
      </QueryStatus>
    </Modal>
  );
}

/** Customer signoffs of the job: who accepted the work, with their drawn signature. */
export function JobSignoffsTab({ jobId, canEdit }: { jobId: number; canEdit: boolean }) {
  const query = useSignoffs(jobId);
  const remove = useDeleteSignoff(jobId);
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);

  return (
    <Stack gap="sm">
      {canEdit && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            New signoff
          </Button>
        </Group>
      )}
      <QueryStatus query={query}>
        {(rows) => (
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Signed</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>PDF</Table.Th>
                <Table.Th w={80} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && <EmptyRow colSpan={6} message="No signoffs on this job." />}
              {rows.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.signatureName}</Table.Td>
                  <Table.Td>{s.signatureEmail || <Text c="dimmed">—</Text>}</Table.Td>
                  <Table.Td>{s.hasSignature ? 'Yes' : 'No'}</Table.Td>
                  <Table.Td>{formatDateTime(s.createdDate)}</Table.Td>
                  <Table.Td>
                    <Anchor href={`/jobs/${jobId}/signoffs/${s.id}.pdf`} target="_blank" rel="noopener">
                      Open PDF
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`View signoff of ${s.signatureName}`}
                        onClick={() => setViewing(s.id)}
                      >
                        <IconEye size={16} />
                      </ActionIcon>
                      {canEdit && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete signoff of ${s.signatureName}`}
                          onClick={async () => {
                            if (
                              await confirmModal(`Delete the signoff of ${s.signatureName}?`, {
                                danger: true,
                              })
                            )
                              remove.mutate(s.id);
                          }}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryStatus>
      {creating && <NewSignoffModal jobId={jobId} onClose={() => setCreating(false)} />}
      {viewing !== null && <SignoffView jobId={jobId} id={viewing} onClose={() => setViewing(null)} />}
    </Stack>
  );
}
