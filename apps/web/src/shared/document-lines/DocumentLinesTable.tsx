import { ENTER_NUMBER_MESSAGE } from '@fieldline/contracts/common/money';
import { ActionIcon, Table, TextInput, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isBadAmount } from './line-money';
import type { Keyed } from './useDocumentLines';

export interface LineCell<T> {
  index: number;
  set: (patch: Partial<T>) => void;
  /** The server's message for this line's `field` (from a 400 answer), shown under the input. */
  errorFor?: (field: string) => string | undefined;
}

/** One column of a lines table: its heading and how a line's cell is drawn. */
export interface LineColumn<T> {
  header: string;
  width?: number | string;
  cell: (line: Keyed<T>, at: LineCell<T>) => ReactNode;
}

type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/**
 * A text cell named "Line n <name>" (the name is the header in lower case unless given); `patch` turns the
 * typed value into the change, for fields that clear another. A decimal cell holding something that is not a
 * number says so under itself ("Enter a number.") until the server has a message of its own.
 */
export function textColumn<T>(
  header: string,
  field: TextKeys<T>,
  opts: {
    width?: number | string;
    name?: string;
    inputMode?: 'decimal';
    patch?: (value: string) => Partial<T>;
  } = {},
): LineColumn<T> {
  const name = opts.name ?? header.toLowerCase();
  const patch = opts.patch ?? ((value: string) => ({ [field]: value }) as Partial<T>);
  return {
    header,
    width: opts.width,
    cell: (line, { index, set, errorFor }) => (
      <TextInput
        aria-label={`Line ${index + 1} ${name}`}
        error={
          errorFor?.(String(field)) ??
          (opts.inputMode === 'decimal' && isBadAmount(line[field] as string)
            ? ENTER_NUMBER_MESSAGE
            : undefined)
        }
        inputMode={opts.inputMode}
        value={line[field] as string}
        onChange={(e) => set(patch(e.currentTarget.value))}
      />
    ),
  };
}

function RemoveLineButton({
  index,
  disabled,
  onClick,
}: {
  index: number;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip label="Remove line">
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Remove line ${index + 1}`}
        disabled={disabled}
        onClick={onClick}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

export interface DocumentLinesTableProps<T> {
  label: string;
  columns: LineColumn<T>[];
  lines: Keyed<T>[];
  onChange: (key: number, patch: Partial<T>) => void;
  onRemove: (key: number) => void;
  canRemove?: boolean;
  /** Rows for the table's foot, such as totals. */
  footer?: ReactNode;
  withRowBorders?: boolean;
  /** Field errors by `${line.key}.${field}` (see lineFieldErrors). */
  errors?: Record<string, string>;
}

/** The editable lines of a document being entered, each with a remove button. */
export function DocumentLinesTable<T>({
  label,
  columns,
  lines,
  onChange,
  onRemove,
  canRemove = true,
  footer,
  withRowBorders,
  errors,
}: DocumentLinesTableProps<T>) {
  return (
    <Table aria-label={label} withRowBorders={withRowBorders}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.header} w={c.width}>
              {c.header}
            </Table.Th>
          ))}
          <Table.Th w={40} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line, index) => (
          <Table.Tr key={line.key}>
            {columns.map((c) => (
              <Table.Td key={c.header}>
                {c.cell(line, {
                  index,
                  set: (patch) => onChange(line.key, patch),
                  errorFor: (field) => errors?.[`${line.key}.${field}`],
                })}
              </Table.Td>
            ))}
            <Table.Td>
              <RemoveLineButton index={index} disabled={!canRemove} onClick={() => onRemove(line.key)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      {footer && <Table.Tfoot>{footer}</Table.Tfoot>}
    </Table>
  );
}

/**
 * A 400 answer's line errors ("lines[1].unitPrice") keyed for the table: `keys` are the keys of the lines
 * that were sent, in order (blank lines are not sent, so positions differ from the table's).
 */
export function lineFieldErrors(
  errors: { field: string; message: string }[] | undefined,
  keys: number[],
  list = 'lines',
): Record<string, string> {
  const out: Record<string, string> = {};
  const re = new RegExp(`^(?:body\\.)?${list}(?:\\[(\\d+)\\]|\\.(\\d+))\\.(\\w+)$`);
  for (const e of errors ?? []) {
    const m = re.exec(e.field);
    if (!m) continue;
    const key = keys[Number(m[1] ?? m[2])];
    if (key !== undefined) out[`${key}.${m[3]}`] ??= e.message;
  }
  return out;
}
