import { TOOL_STATUS_LABELS, type ToolStatus } from '@fieldline/contracts/tools/tools.contract';
import { Badge } from '@mantine/core';

const COLORS: Record<ToolStatus, string> = {
  available: 'teal',
  checkedOut: 'orange',
  inRepair: 'red',
  retired: 'gray',
};

export function ToolStatusBadge({ status }: { status: ToolStatus }) {
  return (
    <Badge
      variant="light"
      color={COLORS[status]}
      style={{ flexShrink: 0, overflow: 'visible' }}
      miw="fit-content"
    >
      {TOOL_STATUS_LABELS[status]}
    </Badge>
  );
}
