import { ApiError } from '@fieldline/client';
import { Permission } from '@fieldline/contracts/common/permissions';
import type {
  SearchColumn,
  SearchCriterion,
} from '@fieldline/contracts/saved-searches/saved-searches.contract';
import { Button, Group, Select } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconColumns, IconDeviceFloppy, IconSettings, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { showErrorNotification } from '../../app/api';
import { useAccess, useAuth } from '../../app/auth/AuthProvider';
import { alertModal, confirmModal } from '../modals';
import { ConfigureReportModal } from './ConfigureReportModal';
import {
  canConfigure,
  canDelete,
  defaultColumnIds,
  overrideOf,
  type ReportView,
  reportOptions,
  viewOf,
} from './report-model';
import { SaveReportModal } from './SaveReportModal';
import { StandardColumnsModal } from './StandardColumnsModal';
import { useDeleteReport, useSavedReports, useSelectReport } from './saved-reports.api';

export interface SavedReportControlsProps {
  pageNumber: number;
  searchType: number;
  /** The search page's address, stored with the report (resultsUrl). */
  resultsUrl: string;
  /** The page's search columns. */
  columns: SearchColumn[];
  /** The form's criteria and the grid's columns now: what saving stores. */
  criteria: SearchCriterion[];
  columnIds: number[];
  /**
   * Loads a report into the form: its criteria ([] means the form's defaults) and columns. Called
   * once with the selected report when the reports arrive, and on every change of report.
   */
  onLoad: (view: ReportView) => void;
  /** The standard-columns dialog's choice for the grid (kept when the report is saved). */
  onColumnsChange: (columnIds: number[]) => void;
}

/** Spec 2 §2.11: the report select grouped "Global Reports" and "User Reports", and its dialogs. */
export function SavedReportControls(props: SavedReportControlsProps) {
  const { pageNumber, searchType, columns, onLoad } = props;
  const { user } = useAuth();
  const has390 = useAccess(Permission.SavedReportsGlobal) >= 2;
  const reports = useSavedReports(searchType, pageNumber);
  const select = useSelectReport(searchType, pageNumber);
  const remove = useDeleteReport(searchType, pageNumber);
  const [saveOpened, saveDialog] = useDisclosure(false);
  const [configureOpened, configureDialog] = useDisclosure(false);
  const [columnsOpened, columnsDialog] = useDisclosure(false);

  const list = reports.data ?? [];
  const current = list.find((r) => r.isSelected);

  // The page opens on the user's selected report (or the standard one); without the list, on its defaults.
  const loaded = useRef(false);
  useEffect(() => {
    if (loaded.current) return;
    if (reports.data) {
      loaded.current = true;
      onLoad(
        viewOf(
          reports.data.find((r) => r.isSelected),
          columns,
        ),
      );
    } else if (reports.isError) {
      loaded.current = true;
      onLoad({ criteria: [], columnIds: defaultColumnIds(columns) });
    }
  }, [reports.data, reports.isError, columns, onLoad]);

  const choose = (value: string | null) => {
    const id = Number(value);
    if (!value || id === current?.id) return;
    select.mutate(id, { onSuccess: (report) => onLoad(viewOf(report, columns)) });
  };

  const deleteCurrent = async () => {
    if (!current) return;
    const ok = await confirmModal(`Delete the report "${current.name}"? This cannot be undone.`, {
      title: 'Delete report',
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    remove.mutate(current, {
      // Deleting resets the criteria: the page is back on the (standard) report now selected.
      onSuccess: (after) =>
        onLoad(
          viewOf(
            after.find((r) => r.isSelected),
            columns,
          ),
        ),
      onError: (e) => {
        if (e instanceof ApiError && e.status === 422) void alertModal(e.message);
        else showErrorNotification(e.message);
      },
    });
  };

  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label="Report"
        data={reportOptions(list)}
        value={current ? String(current.id) : null}
        onChange={choose}
        allowDeselect={false}
        disabled={!reports.data || select.isPending}
        placeholder={reports.isPending ? 'Loading reports…' : undefined}
        w={260}
        comboboxProps={{ withinPortal: true }}
      />
      <Button
        variant="default"
        leftSection={<IconDeviceFloppy size={16} />}
        onClick={saveDialog.open}
        disabled={!current}
      >
        Save
      </Button>
      <Button
        variant="default"
        leftSection={<IconSettings size={16} />}
        onClick={configureDialog.open}
        disabled={!current || !canConfigure(current, user?.id, has390)}
      >
        Configure
      </Button>
      <Button
        variant="default"
        leftSection={<IconColumns size={16} />}
        onClick={columnsDialog.open}
        disabled={!loaded.current && !reports.data}
      >
        Columns
      </Button>
      {current && canDelete(current, user?.id) && (
        <Button
          variant="default"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => void deleteCurrent()}
          loading={remove.isPending}
        >
          Delete
        </Button>
      )}
      {current && (
        <SaveReportModal
          opened={saveOpened}
          onClose={saveDialog.close}
          current={current}
          has390={has390}
          searchType={searchType}
          pageNumber={pageNumber}
          content={{
            searchCriteria: JSON.stringify(props.criteria),
            standardColumnOverride: overrideOf(props.columnIds, columns),
            resultsUrl: props.resultsUrl,
          }}
        />
      )}
      {current && !current.isFieldlineReport && (
        <ConfigureReportModal
          opened={configureOpened}
          onClose={configureDialog.close}
          report={current}
          columns={columns}
          searchType={searchType}
          pageNumber={pageNumber}
          onSaved={props.onColumnsChange}
        />
      )}
      <StandardColumnsModal
        opened={columnsOpened}
        onClose={columnsDialog.close}
        columns={columns}
        columnIds={props.columnIds}
        onApply={props.onColumnsChange}
      />
    </Group>
  );
}
