import { PageCode } from '@fieldline/contracts/common/page-codes';
import type { CustomerSearchRow } from '@fieldline/contracts/customers/customers.contract';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { pageUrl } from '../../../app/page-codes';
import { EmptyRow } from '../../../shared/ui';

export interface GridColumn {
  /** The result field the column shows (a search column's fieldKey). */
  key: string;
  label: string;
}

const dash = (
  <Text fz="sm" c="dimmed" span>
    —
  </Text>
);

function cell(row: CustomerSearchRow, key: string, to: string): ReactNode {
  switch (key) {
    case 'name':
      return (
        <>
          <Anchor component={Link} to={to} fw={500} fz="sm">
            {row.name}
          </Anchor>
          {!row.isActive && (
            <Badge color="gray" variant="light" size="xs" ml={6}>
              Inactive
            </Badge>
          )}
        </>
      );
    case 'accountNumber':
      return (
        <Text ff="monospace" fz="sm" span>
          {row.accountNumber}
        </Text>
      );
    case 'status':
      return row.status ? (
        <Badge variant="light" size="sm">
          {row.status}
        </Badge>
      ) : null;
    case 'isActive':
      return row.isActive ? 'Yes' : 'No';
    case 'id':
      return row.id;
    default: {
      const value = (row as unknown as Record<string, unknown>)[key];
      return value === null || value === undefined || value === '' ? dash : String(value);
    }
  }
}

/** The customer results with the columns the report chose, in its order; a row opens the customer. */
export function CustomerResultsGrid({
  rows,
  columns,
  dimmed = false,
}: {
  rows: CustomerSearchRow[];
  columns: GridColumn[];
  dimmed?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={Math.max(600, columns.length * 130)}>
      <Table aria-label="Customers" highlightOnHover style={{ opacity: dimmed ? 0.6 : 1 }}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key}>{c.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <EmptyRow colSpan={columns.length} message="No customers match these filters." />
          )}
          {rows.map((row) => {
            const to = pageUrl(PageCode.Customer, row.id);
            return (
              <Table.Tr key={row.id} onClick={() => navigate(to)} style={{ cursor: 'pointer' }}>
                {columns.map((c) => (
                  <Table.Td key={c.key}>{cell(row, c.key, to)}</Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
