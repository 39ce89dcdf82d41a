import { ApiError } from '@fieldline/client';
import type { SavedReport, SearchColumn } from '@fieldline/contracts/saved-searches/saved-searches.contract';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormError } from '../forms';
import { alertModal } from '../modals';
import { ColumnChooser } from './ColumnChooser';
import { columnIdsOf, overrideOf, sameIds } from './report-model';
import { CHOOSE_A_COLUMN } from './StandardColumnsModal';
import { useSaveReport, useSetGlobalAccess } from './saved-reports.api';

export interface ConfigureReportModalProps {
  opened: boolean;
  onClose: () => void;
  /** The selected report; never the standard one (it cannot be changed). */
  report: SavedReport;
  columns: SearchColumn[];
  searchType: number;
  pageNumber: number;
  /** The report's columns after saving, for the grid. */
  onSaved: (columnIds: number[]) => void;
}

/** The report's columns (from the search columns) and whether everybody sees it (the global checkbox). */
export function ConfigureReportModal({ opened, onClose, ...rest }: ConfigureReportModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Configure report" centered>
      <ConfigureForm onClose={onClose} {...rest} />
    </Modal>
  );
}

function ConfigureForm({
  onClose,
  report,
  columns,
  searchType,
  pageNumber,
  onSaved,
}: Omit<ConfigureReportModalProps, 'opened'>) {
  const stored = columnIdsOf(report, columns);
  const [ids, setIds] = useState(stored);
  const [isGlobal, setIsGlobal] = useState(report.isGlobalReport);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveReport(searchType, pageNumber);
  const share = useSetGlobalAccess(searchType, pageNumber);

  const submit = async () => {
    if (ids.length === 0) {
      setError(CHOOSE_A_COLUMN);
      return;
    }
    setError(null);
    try {
      if (!sameIds(ids, stored)) {
        // Saving over the report keeps its criteria and changes only its columns.
        await save.mutateAsync({
          PageNumber: pageNumber,
          name: report.name,
          id: report.id,
          searchCriteria: report.searchCriteria,
          customResults: report.customResults,
          customSearchCriteria: report.customerSearchCriteria,
          standardColumnOverride: overrideOf(ids, columns),
          isSelected: true,
          isFieldlineReport: report.isFieldlineReport,
          employee: report.employee,
          resultsUrl: report.resultsUrl,
        });
      }
      if (isGlobal !== report.isGlobalReport) {
        await share.mutateAsync({ id: report.id, isGlobalReport: isGlobal });
      }
      notifications.show({ color: 'teal', title: 'Report saved', message: report.name });
      onSaved(ids);
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) void alertModal(e.message);
      else setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Stack gap="md">
      <Text fz="sm">
        Report: <b>{report.name}</b>
      </Text>
      <ColumnChooser columns={columns} value={ids} onChange={setIds} />
      {!report.isFieldlineReport && (
        <Checkbox
          label="Global report"
          description="Everybody sees this report under Global Reports."
          checked={isGlobal}
          onChange={(e) => setIsGlobal(e.currentTarget.checked)}
        />
      )}
      <FormError message={error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} loading={save.isPending || share.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
