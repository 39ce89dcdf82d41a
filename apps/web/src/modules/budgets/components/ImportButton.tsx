import type { ImportBudgetResult } from '@fieldline/contracts/budgets/budgets.contract';
import { Button, FileButton, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useImportBudget } from '../budgets.api';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Import from spreadsheet: sends the chosen xlsx, then shows what changed and which rows were skipped. */
export function ImportButton({ budgetId }: { budgetId: number }) {
  const importer = useImportBudget(budgetId);
  const [result, setResult] = useState<ImportBudgetResult | null>(null);

  async function upload(file: File | null) {
    if (!file) return;
    try {
      setResult(await importer.mutateAsync(file));
    } catch {
      // The general error notification already told the user.
    }
  }

  return (
    <>
      <FileButton onChange={upload} accept={XLSX}>
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconUpload size={16} />}
            loading={importer.isPending}
          >
            Import from spreadsheet
          </Button>
        )}
      </FileButton>
      <Modal opened={result !== null} onClose={() => setResult(null)} title="Import summary" size="lg">
        {result && (
          <Stack>
            <Text>
              {result.updated} {result.updated === 1 ? 'amount' : 'amounts'} updated, {result.created}{' '}
              created, {result.skipped.length} {result.skipped.length === 1 ? 'row' : 'rows'} skipped.
            </Text>
            {result.skipped.length > 0 && (
              <Table fz="sm" aria-label="Skipped rows">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={80}>Row</Table.Th>
                    <Table.Th>Reason</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.skipped.map((s) => (
                    <Table.Tr key={s.row}>
                      <Table.Td>{s.row}</Table.Td>
                      <Table.Td>{s.reason}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <Group justify="flex-end">
              <Button onClick={() => setResult(null)}>OK</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
