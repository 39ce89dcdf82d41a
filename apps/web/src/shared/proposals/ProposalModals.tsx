import { type Proposal, SEND_METHODS } from '@fieldline/contracts/bids/bids.contract';
import { Button, Checkbox, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { applyServerErrors, FormError } from '../forms';
import { useProposalMutations } from './proposals.api';

interface ProposalValues {
  name: string;
  introduction: string;
  terms: string;
  refreshTotal: boolean;
}

/** New proposal, or edit one (its text, and optionally a fresh snapshot of its owner's total). */
export function ProposalModal({
  base,
  owner,
  proposal,
  onClose,
}: {
  base: string;
  owner: string;
  proposal: Proposal | null;
  onClose: () => void;
}) {
  const m = useProposalMutations(base);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ProposalValues>({
    initialValues: {
      name: proposal?.name ?? '',
      introduction: proposal?.introduction ?? '',
      terms: proposal?.terms ?? '',
      refreshTotal: false,
    },
    validate: { name: (v) => (v.trim() ? null : 'Required') },
  });

  async function submit(v: ProposalValues) {
    setError(null);
    try {
      if (proposal) await m.update.mutateAsync({ pid: proposal.id, ...v, version: proposal.version });
      else await m.create.mutateAsync({ name: v.name, introduction: v.introduction, terms: v.terms });
      onClose();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }

  return (
    <Modal opened onClose={onClose} title={proposal ? 'Edit proposal' : 'New proposal'} size="lg">
      <form onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <TextInput
            label="Name"
            required
            placeholder="Option A: replace both units"
            {...form.getInputProps('name')}
          />
          <Textarea label="Introduction" autosize minRows={3} {...form.getInputProps('introduction')} />
          <Textarea label="Terms" autosize minRows={3} {...form.getInputProps('terms')} />
          {proposal && (
            <Checkbox
              label={`Update the total to the ${owner}'s current total`}
              {...form.getInputProps('refreshTotal', { type: 'checkbox' })}
            />
          )}
          <FormError message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={m.create.isPending || m.update.isPending}>
              {proposal ? 'Save proposal' : 'Create proposal'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

interface SentValues {
  sentTo: string;
  method: string;
  note: string;
}

/** Records that a proposal went to someone (a draft becomes Sent). */
export function RecordSentModal({
  base,
  proposal,
  onClose,
}: {
  base: string;
  proposal: Proposal;
  onClose: () => void;
}) {
  const m = useProposalMutations(base);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SentValues>({
    initialValues: { sentTo: '', method: 'Email', note: '' },
    validate: { sentTo: (v) => (v.trim() ? null : 'Required') },
  });

  async function submit(v: SentValues) {
    setError(null);
    try {
      await m.recordSent.mutateAsync({ pid: proposal.id, ...v });
      onClose();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }

  return (
    <Modal opened onClose={onClose} title={`Record sent: ${proposal.name}`}>
      <form onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <TextInput
            label="Sent to"
            required
            placeholder="Name or e-mail address"
            {...form.getInputProps('sentTo')}
          />
          <Select
            label="Method"
            data={[...SEND_METHODS]}
            allowDeselect={false}
            {...form.getInputProps('method')}
          />
          <Textarea label="Note" autosize minRows={2} {...form.getInputProps('note')} />
          <FormError message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={m.recordSent.isPending}>
              Record sent
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
