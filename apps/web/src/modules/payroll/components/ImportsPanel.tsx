import { formatDateRange, formatDateTime } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import { Badge, Button, FileButton, Group, Paper, Select, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconRefresh, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { EmptyRow } from '../../../shared/ui';
import {
  useDeleteImport,
  useImport,
  useImports,
  usePeriods,
  useReloadImport,
  useUploadImport,
} from '../payroll.api';

/** The payroll provider's files sent back: upload, see the rows that did not match, match again, delete. */
export function ImportsPanel({ canEdit }: { canEdit: boolean }) {
  const imports = useImports();
  const periods = usePeriods({ offset: 0, limit: 60 });
  const upload = useUploadImport();
  const reload = useReloadImport();
  const remove = useDeleteImport();
  const [periodId, setPeriodId] = useState<string | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const open = useImport(openId);

  async function send(file: File | null) {
    if (!file) return;
    try {
      const imp = await upload.mutateAsync({
        fileName: file.name,
        content: await file.text(),
        periodId: periodId ? Number(periodId) : null,
      });
      setOpenId(imp.id);
      notifications.show({
        color: imp.unmatchedCount ? 'orange' : 'teal',
        message: `${imp.rowCount} rows read, ${imp.unmatchedCount} not matched.`,
      });
    } catch (e) {
      showErrorNotification(errorMessage(e));
    }
  }

  const confirmDelete = (id: number, name: string) =>
    modals.openConfirmModal({
      title: `Delete the import ${name}?`,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(id, {
          onSuccess: () => setOpenId(null),
          onError: (e) => showErrorNotification(errorMessage(e)),
        }),
    });

  return (
    <Paper p="lg" radius="md">
      {canEdit && (
        <Group mb="md" align="flex-end">
          <Select
            label="Pay period the file pays (to compare with its export)"
            placeholder="No period"
            clearable
            data={(periods.data?.data ?? []).map((p) => ({
              value: String(p.id),
              label: `${formatDateRange(p.startDate, p.endDate)} · ${p.calendarName}`,
            }))}
            value={periodId}
            onChange={setPeriodId}
            w={360}
          />
          <FileButton onChange={send} accept=".csv,text/csv">
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />} loading={upload.isPending}>
                Upload provider file
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      <Text fz="sm" c="dimmed" mb="sm">
        A CSV with the columns Employee Number, Pay Code, Hours and Amount.
      </Text>
      <Table striped highlightOnHover aria-label="Payroll imports">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>File</Table.Th>
            <Table.Th>Uploaded</Table.Th>
            <Table.Th ta="right">Rows</Table.Th>
            <Table.Th ta="right">Not matched</Table.Th>
            <Table.Th ta="right">Amount paid</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(imports.data ?? []).length === 0 && !imports.isLoading && (
            <EmptyRow colSpan={6} message="No provider files uploaded yet." />
          )}
          {(imports.data ?? []).map((i) => (
            <Table.Tr key={i.id} style={{ cursor: 'pointer' }} onClick={() => setOpenId(i.id)}>
              <Table.Td fw={openId === i.id ? 600 : undefined}>{i.fileName}</Table.Td>
              <Table.Td>{formatDateTime(i.createdDate)}</Table.Td>
              <Table.Td ta="right">{i.rowCount}</Table.Td>
              <Table.Td ta="right">
                {i.unmatchedCount ? <Badge color="orange">{i.unmatchedCount}</Badge> : '0'}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {formatMoney(i.totalAmount)}
              </Table.Td>
              <Table.Td onClick={(e) => e.stopPropagation()}>
                {canEdit && (
                  <Group gap={4} justify="flex-end">
                    <Button
                      size="xs"
                      variant="subtle"
                      leftSection={<IconRefresh size={14} />}
                      onClick={() =>
                        reload.mutate(i.id, { onError: (e) => showErrorNotification(errorMessage(e)) })
                      }
                    >
                      Match again
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${i.fileName}`}
                      onClick={() => confirmDelete(i.id, i.fileName)}
                    >
                      <IconTrash size={14} />
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {open.data && (
        <>
          <Title order={3} fz="h4" mt="lg" mb="sm">
            {open.data.fileName}: rows
          </Title>
          <Table aria-label="Import rows">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Line</Table.Th>
                <Table.Th>Employee</Table.Th>
                <Table.Th>Pay code</Table.Th>
                <Table.Th ta="right">Hours</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th ta="right">Exported</Table.Th>
                <Table.Th>Result</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(open.data.rows ?? []).map((r) => (
                <Table.Tr key={r.lineNumber} bg={r.matched ? undefined : 'var(--mantine-color-orange-light)'}>
                  <Table.Td>{r.lineNumber}</Table.Td>
                  <Table.Td ff="monospace">{r.employeeNumber}</Table.Td>
                  <Table.Td>{r.payCode}</Table.Td>
                  <Table.Td ta="right">{r.hours ?? ''}</Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {r.amount === null ? '' : formatMoney(r.amount)}
                  </Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {r.exportedAmount === null ? '' : formatMoney(r.exportedAmount)}
                  </Table.Td>
                  <Table.Td>
                    {r.matched ? (
                      <Badge color="teal">Matched</Badge>
                    ) : (
                      <Badge color="orange">Not matched</Badge>
                    )}{' '}
                    <Text span fz="sm">
                      {r.message}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Paper>
  );
}
