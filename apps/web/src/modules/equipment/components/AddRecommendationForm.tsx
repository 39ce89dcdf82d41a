import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../app/api';
import { FormError } from '../../../shared/forms';
import {
  type RecommendationScope,
  type useRecommendationLists,
  useRecommendationMutations,
} from '../equipment.api';

type Lists = ReturnType<typeof useRecommendationLists>;

/**
 * A new recommendation: type, status (Open unless chosen), urgency and description; on a job, also
 * which of the job's equipment it is for.
 */
export function AddRecommendationForm({
  scope,
  equipmentChoices,
  lists,
}: {
  scope: RecommendationScope;
  equipmentChoices: { id: number; name: string; serialNumber: string | null }[];
  lists: Lists;
}) {
  const { add } = useRecommendationMutations();
  const onJob = 'jobId' in scope;
  const [equipmentId, setEquipmentId] = useState<string | null>(null);
  const [typeId, setTypeId] = useState<string | null>(null);
  const [statusId, setStatusId] = useState<string | null>(null);
  const [urgencyId, setUrgencyId] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ equipment?: string; type?: string; description?: string }>({});
  const [error, setError] = useState<string | null>(null);

  // Open is the starting status.
  const open = lists.statuses.find((s) => s.name === 'Open');
  useEffect(() => {
    if (statusId === null && open) setStatusId(String(open.id));
  }, [open, statusId]);

  const save = async () => {
    const missing = {
      equipment: !onJob || equipmentId ? undefined : 'Choose the equipment.',
      type: typeId ? undefined : 'Choose a type.',
      description: description.trim() ? undefined : 'Describe the recommended work.',
    };
    setErrors(missing);
    if (missing.equipment || missing.type || missing.description) return;
    setError(null);
    try {
      await add.mutateAsync({
        equipmentId: 'jobId' in scope ? Number(equipmentId) : scope.equipmentId,
        jobId: 'jobId' in scope ? scope.jobId : undefined,
        typeId: Number(typeId),
        statusId: statusId ? Number(statusId) : undefined,
        urgencyId: urgencyId ? Number(urgencyId) : null,
        description,
      });
      setDescription('');
      setTypeId(null);
      setUrgencyId(null);
      setStatusId(open ? String(open.id) : null);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="xs">
        <FormError message={error} />
        <Group align="flex-start" gap="sm" grow>
          {onJob && (
            <Select
              label="Equipment"
              withAsterisk
              placeholder="Choose"
              data={equipmentChoices.map((e) => ({
                value: String(e.id),
                label: [e.name, e.serialNumber].filter(Boolean).join(' · '),
              }))}
              value={equipmentId}
              error={errors.equipment}
              onChange={(v) => {
                setEquipmentId(v);
                setErrors((e) => ({ ...e, equipment: undefined }));
              }}
            />
          )}
          <Select
            label="Type"
            withAsterisk
            placeholder="Choose"
            data={lists.types
              .filter((t) => t.isActive)
              .map((t) => ({ value: String(t.id), label: t.typeName }))}
            value={typeId}
            error={errors.type}
            onChange={(v) => {
              setTypeId(v);
              setErrors((e) => ({ ...e, type: undefined }));
            }}
          />
          <Select
            label="Status"
            allowDeselect={false}
            data={lists.statuses.map((s) => ({ value: String(s.id), label: s.name }))}
            value={statusId}
            onChange={setStatusId}
          />
          <Select
            label="Urgency"
            placeholder="None"
            clearable
            data={lists.urgencies.map((u) => ({ value: String(u.id), label: u.name }))}
            value={urgencyId}
            onChange={setUrgencyId}
          />
        </Group>
        <Textarea
          label="Recommendation"
          withAsterisk
          autosize
          minRows={2}
          value={description}
          error={errors.description}
          onChange={(e) => {
            setDescription(e.currentTarget.value);
            setErrors((x) => ({ ...x, description: undefined }));
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconPlus size={14} />} loading={add.isPending}>
            Add recommendation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
