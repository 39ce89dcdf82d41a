import { Permission } from '@fieldline/contracts/common/permissions';
import {
  DEFAULT_JOB_SUMMARY_TYPE,
  JOB_SUMMARY_SECTIONS,
  type JobSummary as JobSummaryData,
  type JobSummarySectionKey,
  type JobSummaryType,
  summaryVisibility,
} from '@fieldline/contracts/jobs/job-summary.contract';
import { Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useAccess } from '../../app/auth/AuthProvider';
import { DocumentActions, SentEmails } from '../document-email';
import { QueryStatus } from '../ui';
import { JobSummaryConfig } from './JobSummaryConfig';
import { EquipmentSection, GeneralInfo, ItemsSection, SummarySection } from './JobSummaryMain';
import {
  ChecklistsSection,
  ExpensesSection,
  RecommendationsSection,
  SignoffsSection,
  TasksSection,
  TimeSection,
} from './JobSummaryWork';
import { useJobSummary, useJobSummarySettings } from './job-summary.api';

function sectionBody(key: JobSummarySectionKey, s: JobSummaryData): ReactNode {
  switch (key) {
    case 'general':
      return <GeneralInfo job={s.job} />;
    case 'items':
      return <ItemsSection summary={s} />;
    case 'equipment':
      return <EquipmentSection equipment={s.equipment} />;
    case 'tasks':
      return <TasksSection tasks={s.tasks} />;
    case 'time':
      return <TimeSection timesheets={s.timesheets} />;
    case 'recommendations':
      return <RecommendationsSection recommendations={s.recommendations} />;
    case 'expenses':
      return <ExpensesSection expenses={s.expenses} />;
    case 'signoffs':
      return <SignoffsSection jobId={s.job.id} signoffs={s.signoffs} />;
    case 'checklists':
      return <ChecklistsSection jobId={s.job.id} checklists={s.checklists} />;
  }
}

/**
 * The job summary (spec 2 §2.10): nine sections and a configuration popover. The summary type (internal
 * by default) picks the sections the job settings show for it; each checkbox then shows or hides one
 * section for this view. Changing the type starts again from that type's settings.
 */
export function JobSummary({ jobId }: { jobId: number }) {
  const summary = useJobSummary(jobId);
  const settings = useJobSummarySettings();
  const [type, setType] = useState<JobSummaryType>(DEFAULT_JOB_SUMMARY_TYPE);
  const [overrides, setOverrides] = useState<Partial<Record<JobSummarySectionKey, boolean>>>({});
  const visible = { ...summaryVisibility(settings.data, type), ...overrides };

  const changeType = (next: JobSummaryType) => {
    setType(next);
    setOverrides({});
  };
  const shown = JOB_SUMMARY_SECTIONS.filter((s) => visible[s.key]);
  const canSend = useAccess(Permission.Jobs) >= 2;
  // The PDF is made with the same type and sections as shown here.
  const sections = shown.map((s) => s.key);
  const paths = {
    base: `/jobs/${jobId}/summary`,
    pdf: `/jobs/${jobId}/summary.pdf`,
    query: `type=${type}${sections.length ? `&sections=${sections.join(',')}` : ''}`,
  };

  return (
    <Stack gap="md" data-testid="job-summary">
      <Group justify="space-between" align="center">
        <div>
          <Title order={3}>Job summary</Title>
          <Text size="sm" c="dimmed" data-testid="summary-type">
            {type === 'customer' ? 'Customer summary' : 'Internal summary'}
          </Text>
        </div>
        <Group gap="xs">
          <DocumentActions
            label={`Job ${summary.data?.job.jobNumber ?? ''} summary`}
            paths={paths}
            canSend={canSend}
            size="xs"
            extraBody={{ type, ...(sections.length ? { sections } : {}) }}
          />
          <JobSummaryConfig
            type={type}
            onTypeChange={changeType}
            visible={visible}
            onToggle={(key, on) => setOverrides((o) => ({ ...o, [key]: on }))}
          />
        </Group>
      </Group>
      <QueryStatus query={summary}>
        {(s) =>
          shown.length === 0 ? (
            <Text c="dimmed">Every section is hidden. Choose sections under Configure.</Text>
          ) : (
            <Stack gap="md">
              {shown.map((section) => (
                <SummarySection key={section.key} id={section.key} title={section.label}>
                  {sectionBody(section.key, s)}
                </SummarySection>
              ))}
            </Stack>
          )
        }
      </QueryStatus>
      <SentEmails base={`/jobs/${jobId}/summary`} />
    </Stack>
  );
}
