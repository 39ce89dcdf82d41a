import type { CsvLayoutInput, StatementImport } from '@fieldline/contracts/banking/banking.contract';
import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../app/api';
import { FormError } from '../../../shared/forms';
import { type CsvPreview, previewCsv, useImportStatement } from '../banking.api';

const isCsv = (name: string, text: string) =>
  /\.csv$/i.test(name) || !(/<OFX>|OFXHEADER:/i.test(text) || /BkToCstmrStmt/.test(text));

type Role = 'date' | 'amount' | 'debit' | 'credit' | 'payee' | 'memo' | 'reference';
const ROLES: { role: Role; label: string; key: keyof CsvLayoutInput }[] = [
  { role: 'date', label: 'Date', key: 'dateColumn' },
  { role: 'amount', label: 'Amount (money in positive)', key: 'amountColumn' },
  { role: 'debit', label: 'Debit (money out)', key: 'debitColumn' },
  { role: 'credit', label: 'Credit (money in)', key: 'creditColumn' },
  { role: 'payee', label: 'Payee / description', key: 'payeeColumn' },
  { role: 'memo', label: 'Memo', key: 'memoColumn' },
  { role: 'reference', label: 'Check number / reference', key: 'referenceColumn' },
];

/**
 * Import a statement file into a bank account: OFX/QFX and CAMT.053 go straight in; a CSV first shows its
 * columns to map (starting from the layout last used for the account).
 */
export function ImportStatementModal({
  bankAccountId,
  onClose,
}: {
  bankAccountId: number;
  onClose: () => void;
}) {
  const save = useImportStatement(bankAccountId);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [layout, setLayout] = useState<CsvLayoutInput>({ hasHeader: true, dateColumn: '', dateOrder: 'MDY' });
  const [result, setResult] = useState<StatementImport | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (f: File | null) => {
    setError(null);
    setResult(null);
    setPreview(null);
    if (!f) return setFile(null);
    const text = await f.text();
    setFile({ name: f.name, text });
    if (!isCsv(f.name, text)) return;
    try {
      const p = await previewCsv(bankAccountId, text);
      setPreview(p);
      if (p.savedLayout) setLayout(p.savedLayout);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  const submit = async () => {
    if (!file) return setError('Choose a statement file.');
    if (preview && !layout.dateColumn) return setError('Choose the date column.');
    if (preview && !layout.amountColumn && !layout.debitColumn && !layout.creditColumn)
      return setError('Choose an amount column, or debit and credit columns.');
    setError(null);
    try {
      setResult(
        await save.mutateAsync({
          fileName: file.name,
          content: file.text,
          ...(preview ? { csvLayout: layout } : {}),
        }),
      );
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  const columns = preview
    ? layout.hasHeader
      ? preview.columns
      : preview.columns.map((_, i) => String(i + 1))
    : [];
  const sample = preview
    ? (layout.hasHeader ? preview.rows : [preview.columns, ...preview.rows]).slice(0, 5)
    : [];
  const previewRows = sample.map((cells, n) => ({ id: `${n}:${cells.join('|')}`, cells }));
  const columnData = columns.map((c, i) => ({ value: c, label: layout.hasHeader ? c : `Column ${i + 1}` }));
  return (
    <Modal opened onClose={onClose} title="Import statement" size="xl" centered>
      <Stack>
        <FileInput
          label="Statement file"
          description="OFX or QFX, CAMT.053 (XML), or CSV. Lines already imported are skipped."
          accept=".ofx,.qfx,.xml,.csv,.txt"
          onChange={(f) => void onFile(f)}
          clearable
        />
        {preview && (
          <>
            <Text fz="sm" fw={600}>
              Which column holds what
            </Text>
            <Checkbox
              label="The first row is a header"
              checked={layout.hasHeader}
              onChange={(e) => setLayout({ ...layout, hasHeader: e.currentTarget.checked })}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {ROLES.map((r) => (
                <Select
                  key={r.role}
                  label={r.label}
                  data={columnData}
                  value={(layout[r.key] as string | undefined) ?? null}
                  onChange={(v) => setLayout({ ...layout, [r.key]: v ?? undefined })}
                  clearable
                  comboboxProps={{ withinPortal: true }}
                />
              ))}
              <Select
                label="Date order"
                data={[
                  { value: 'MDY', label: 'Month/day/year' },
                  { value: 'DMY', label: 'Day/month/year' },
                  { value: 'YMD', label: 'Year-month-day' },
                ]}
                value={layout.dateOrder}
                onChange={(v) =>
                  setLayout({ ...layout, dateOrder: (v ?? 'MDY') as CsvLayoutInput['dateOrder'] })
                }
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
              <Checkbox
                mt="xl"
                label="Decimal comma (1.234,56)"
                checked={layout.decimalComma ?? false}
                onChange={(e) => setLayout({ ...layout, decimalComma: e.currentTarget.checked })}
              />
            </SimpleGrid>
            <Table aria-label="File preview" fz="xs">
              <Table.Thead>
                <Table.Tr>
                  {columnData.map((c) => (
                    <Table.Th key={c.value}>{c.label}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {previewRows.map((r) => (
                  <Table.Tr key={r.id}>
                    {columnData.map((c, k) => (
                      <Table.Td key={c.value}>{r.cells[k]}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
        {result && (
          <Alert color="teal" variant="light" role="status">
            {result.added} of {result.lines} lines added from {result.fileName}
            {result.skipped > 0 ? `; ${result.skipped} were already imported` : ''}.
          </Alert>
        )}
        <FormError message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {result ? 'Close' : 'Cancel'}
          </Button>
          <Button onClick={() => void submit()} loading={save.isPending} disabled={!file}>
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
