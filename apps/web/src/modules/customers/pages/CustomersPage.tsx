import { Permission } from '@fieldline/contracts/common/permissions';
import { SEARCH_DELAY_MS, SEARCH_MIN_CHARS } from '@fieldline/contracts/contacts/contacts.contract';
import {
  CUSTOMER_SEARCH_PAGE,
  CUSTOMER_SEARCH_TYPE,
} from '@fieldline/contracts/saved-searches/saved-searches.contract';
import { Button, Divider, Paper } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useAccess } from '../../../app/auth/AuthProvider';
import {
  defaultColumnIds,
  type ReportView,
  SavedReportControls,
  useSearchColumns,
} from '../../../shared/saved-reports';
import { PageHeader, Paging, QueryStatus } from '../../../shared/ui';
import { CreateCustomerModal } from '../components/CreateCustomerModal';
import { CustomerResultsGrid, type GridColumn } from '../components/CustomerResultsGrid';
import { CustomerSearchForm } from '../components/CustomerSearchForm';
import {
  type CustomerCriteria,
  DEFAULT_CRITERIA,
  FALLBACK_COLUMNS,
  fromCriteriaList,
  toCriteriaList,
  toSearchFilters,
} from '../customer-search';
import { useCustomers } from '../customers.api';

// Spec 1 section 9: customer searches page by 100.
const PAGE_SIZE = 100;

/**
 * The customer search page: criteria, results with the chosen columns, and saved reports
 * (spec 2 §2.11). It opens on the user's selected report, so a saved report comes back on reload.
 */
export function CustomersPage() {
  const canCreate = useAccess(Permission.Customers) >= 2;
  const canUseReports = useAccess(Permission.SavedSearches) >= 1;
  const [createOpened, create] = useDisclosure(false);
  const searchColumns = useSearchColumns(CUSTOMER_SEARCH_TYPE, canUseReports);

  const [criteria, setCriteriaState] = useState<CustomerCriteria>(DEFAULT_CRITERIA);
  const [query, setQuery] = useState('');
  const [columnIds, setColumnIds] = useState<number[] | null>(null);
  const [page, setPage] = useState(1);
  // Searching waits for the selected report, so its criteria run first (not the defaults).
  const [reportLoaded, setReportLoaded] = useState(false);
  const ready = !canUseReports || reportLoaded || searchColumns.isError;

  // Typing searches after a pause; a loaded report's text applies at once.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(criteria.query.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [criteria.query]);

  const setCriteria = (next: CustomerCriteria) => {
    setCriteriaState(next);
    setPage(1);
  };
  const onLoad = useCallback((view: ReportView) => {
    const next = fromCriteriaList(view.criteria);
    setCriteriaState(next);
    setQuery(next.query.trim());
    setColumnIds(view.columnIds);
    setPage(1);
    setReportLoaded(true);
  }, []);

  const result = useCustomers(
    toSearchFilters(criteria, query, SEARCH_MIN_CHARS, { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }),
    ready,
  );

  const columns = searchColumns.data;
  const chosenIds = columns ? (columnIds ?? defaultColumnIds(columns)) : [];
  const byId = new Map(columns?.map((c) => [c.id, c]));
  const grid: GridColumn[] = columns
    ? chosenIds.flatMap((id) => {
        const c = byId.get(id);
        return c ? [{ key: c.fieldKey, label: c.columnDisplay }] : [];
      })
    : FALLBACK_COLUMNS;

  return (
    <>
      <PageHeader
        title="Customers"
        description="Search customer accounts; save the criteria and columns you use as reports."
        actions={
          canCreate && (
            <Button leftSection={<IconPlus size={16} />} onClick={create.open}>
              New customer
            </Button>
          )
        }
      />
      <Paper p="md" radius="md">
        {canUseReports && columns && (
          <>
            <SavedReportControls
              pageNumber={CUSTOMER_SEARCH_PAGE}
              searchType={CUSTOMER_SEARCH_TYPE}
              resultsUrl="/customers"
              columns={columns}
              criteria={toCriteriaList(criteria)}
              columnIds={chosenIds}
              onLoad={onLoad}
              onColumnsChange={setColumnIds}
            />
            <Divider my="md" />
          </>
        )}
        <CustomerSearchForm value={criteria} onChange={setCriteria} disabled={!ready} />
        <Divider my="md" />
        <QueryStatus query={result}>
          {(data) => (
            <>
              <CustomerResultsGrid rows={data.data} columns={grid} dimmed={result.isPlaceholderData} />
              <Paging total={data.count_filtered} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
            </>
          )}
        </QueryStatus>
      </Paper>
      {canCreate && <CreateCustomerModal opened={createOpened} onClose={create.close} />}
    </>
  );
}
