import { ApiError } from '@fieldline/client';
import type {
  SavedReport,
  SaveReportBody,
} from '@fieldline/contracts/saved-searches/saved-searches.contract';
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { FormError } from '../forms';
import { alertModal } from '../modals';
import { canSaveExisting } from './report-model';
import { useSaveReport } from './saved-reports.api';

export interface SaveReportModalProps {
  opened: boolean;
  onClose: () => void;
  /** The selected report: the one "save existing report" overwrites. */
  current: SavedReport;
  has390: boolean;
  searchType: number;
  pageNumber: number;
  /** The form's criteria, columns and page as the report stores them. */
  content: Pick<SaveReportBody, 'searchCriteria' | 'standardColumnOverride' | 'resultsUrl'>;
}

type Mode = 'new' | 'existing';

/** Spec 2 §5: a new name is used if given, otherwise the existing report is overwritten. */
export function SaveReportModal({ opened, onClose, ...rest }: SaveReportModalProps) {
  // The body mounts on each opening: a fresh name and no old errors.
  return (
    <Modal opened={opened} onClose={onClose} title="Save report" centered>
      <SaveReportForm onClose={onClose} {...rest} />
    </Modal>
  );
}

function SaveReportForm({
  onClose,
  current,
  has390,
  searchType,
  pageNumber,
  content,
}: Omit<SaveReportModalProps, 'opened'>) {
  const showExisting = canSaveExisting(current, has390);
  const [mode, setMode] = useState<Mode>('new');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveReport(searchType, pageNumber);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const overwrite = showExisting && mode === 'existing';
    if (!overwrite && !name.trim()) {
      setNameError('Enter a name for the report.');
      return;
    }
    setNameError(null);
    setFormError(null);
    save.mutate(
      {
        ...content,
        PageNumber: pageNumber,
        name: overwrite ? current.name : name.trim(),
        customResults: null,
        customSearchCriteria: null,
        isSelected: true,
        id: current.id,
        isFieldlineReport: current.isFieldlineReport,
        employee: current.employee,
      },
      {
        onSuccess: (report) => {
          notifications.show({ color: 'teal', title: 'Report saved', message: report.name });
          onClose();
        },
        onError: (error) => {
          // The standard-report rule answers with the exact alert of spec 2 §5.
          if (error instanceof ApiError && error.status === 422) {
            void alertModal(error.message);
            return;
          }
          const onName =
            error instanceof ApiError ? error.errors?.find((f) => f.field === 'name') : undefined;
          if (onName) setNameError(onName.message);
          else setFormError(error.message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {showExisting && (
          <Radio.Group value={mode} onChange={(v) => setMode(v as Mode)} aria-label="How to save">
            <Stack gap="xs">
              <Radio value="new" label="Save as a new report" />
              <Radio
                value="existing"
                label="Save existing report"
                description={`Overwrite "${current.name}" with these criteria and columns.`}
              />
            </Stack>
          </Radio.Group>
        )}
        {(!showExisting || mode === 'new') && (
          <TextInput
            label="Report name"
            placeholder="A new name for this report"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={nameError}
            maxLength={100}
            data-autofocus
          />
        )}
        {!showExisting && current.isGlobalReport && (
          <Text fz="xs" c="dimmed">
            "{current.name}" is a global report: save these settings under a new name.
          </Text>
        )}
        <FormError message={formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
