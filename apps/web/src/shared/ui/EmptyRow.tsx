import { Table, Text } from '@mantine/core';

export function EmptyRow({ colSpan, message }: { colSpan: number; message: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text c="dimmed" ta="center" py="lg">
          {message}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
