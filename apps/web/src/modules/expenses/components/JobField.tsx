import { CloseButton, Group, Input, Text } from '@mantine/core';
import { JobSearch } from '../../../shared/jobs/JobSearch';

export interface PickedJob {
  id: number;
  label: string;
}

/** An optional job: the job search widget, or the chosen job with a button to clear it. */
export function JobField({
  value,
  onChange,
}: {
  value: PickedJob | null;
  onChange: (job: PickedJob | null) => void;
}) {
  if (!value)
    return (
      <JobSearch
        label="Job (optional)"
        onSelect={(job) => onChange({ id: job.id, label: `${job.jobNumber} ${job.name ?? ''}`.trim() })}
      />
    );
  return (
    <Input.Wrapper label="Job">
      <Group gap="xs">
        <Text fz="sm" fw={500}>
          {value.label}
        </Text>
        <CloseButton aria-label="Remove the job" size="sm" onClick={() => onChange(null)} />
      </Group>
    </Input.Wrapper>
  );
}
