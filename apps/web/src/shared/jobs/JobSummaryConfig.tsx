import {
  JOB_SUMMARY_SECTIONS,
  type JobSummarySectionKey,
  type JobSummaryType,
} from '@fieldline/contracts/jobs/job-summary.contract';
import { Button, Checkbox, Popover, Select, Stack, Text } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';

export interface JobSummaryConfigProps {
  type: JobSummaryType;
  onTypeChange: (type: JobSummaryType) => void;
  visible: Record<JobSummarySectionKey, boolean>;
  onToggle: (key: JobSummarySectionKey, shown: boolean) => void;
}

const TYPE_OPTIONS = [
  { value: 'internal', label: 'Internal' },
  { value: 'customer', label: 'Customer' },
];

/** Spec 2 §2.10: the summary-type select and one checkbox per section. */
export function JobSummaryConfig({ type, onTypeChange, visible, onToggle }: JobSummaryConfigProps) {
  return (
    <Popover position="bottom-end" shadow="md" width={260} withinPortal trapFocus>
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<IconAdjustments size={16} />}>
          Configure
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Summary configuration">
        <Stack gap="xs">
          <Select
            label="Summary type"
            data={TYPE_OPTIONS}
            value={type}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            onChange={(v) => v && onTypeChange(v as JobSummaryType)}
          />
          <Text size="sm" fw={500} mt={4}>
            Sections
          </Text>
          {JOB_SUMMARY_SECTIONS.map((s) => (
            <Checkbox
              key={s.key}
              label={s.label}
              checked={visible[s.key]}
              onChange={(e) => onToggle(s.key, e.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
