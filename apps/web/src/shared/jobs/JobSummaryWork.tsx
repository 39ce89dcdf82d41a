import { formatDate, formatDateTime, formatHours } from '@fieldline/contracts/common/dates';
import { formatMoney, sumMoney } from '@fieldline/contracts/common/money';
import type { JobSummary } from '@fieldline/contracts/jobs/job-summary.contract';
import { Anchor, Table, Text } from '@mantine/core';
import { IconCheck, IconDownload } from '@tabler/icons-react';
import { None } from './JobSummaryMain';
import { checklistPdfUrl, signoffPdfUrl } from './job-summary.api';

const by = (u: { displayName: string } | null, date: string) =>
  `${u?.displayName ? `${u.displayName}, ` : ''}${formatDate(date)}`;

export function TasksSection({ tasks }: { tasks: JobSummary['tasks'] }) {
  if (tasks.length === 0) return <None text="No tasks on this job." />;
  return (
    <Table verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>Done</Table.Th>
          <Table.Th>Task</Table.Th>
          <Table.Th>Note</Table.Th>
          <Table.Th>Equipment</Table.Th>
          <Table.Th>Added</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tasks.map((t) => (
          <Table.Tr key={t.id}>
            <Table.Td>{t.selected ? <IconCheck size={16} aria-label="Done" /> : null}</Table.Td>
            <Table.Td>{t.task}</Table.Td>
            <Table.Td>{t.note || '-'}</Table.Td>
            <Table.Td>{t.equipment?.name ?? '-'}</Table.Td>
            <Table.Td>{by(t.createdBy, t.createdDate)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function TimeSection({ timesheets }: { timesheets: JobSummary['timesheets'] }) {
  if (timesheets.length === 0) return <None text="No time on this job." />;
  return (
    <Table verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Employee</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Description</Table.Th>
          <Table.Th ta="right">Hours</Table.Th>
          <Table.Th ta="right">Billed</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {timesheets.map((t) => (
          <Table.Tr key={t.id}>
            <Table.Td>{formatDate(t.workDate)}</Table.Td>
            <Table.Td>{t.employee.displayName}</Table.Td>
            <Table.Td>{t.timeType.name}</Table.Td>
            <Table.Td>
              {t.description || '-'}
              {t.note && (
                <Text size="xs" c="dimmed">
                  {t.note}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right">{formatHours(t.hours)}</Table.Td>
            <Table.Td ta="right">{formatHours(t.billedTime)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th colSpan={4}>Total</Table.Th>
          <Table.Th ta="right">{formatHours(sumMoney(timesheets.map((t) => t.hours)))}</Table.Th>
          <Table.Th ta="right">{formatHours(sumMoney(timesheets.map((t) => t.billedTime)))}</Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

export function RecommendationsSection({
  recommendations,
}: {
  recommendations: JobSummary['recommendations'];
}) {
  if (recommendations.length === 0) return <None text="No recommendations on this job." />;
  return (
    <Table verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Equipment</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Recommendation</Table.Th>
          <Table.Th>Urgency</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Entered</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {recommendations.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{r.equipment?.name ?? '-'}</Table.Td>
            <Table.Td>{r.recommendationType.typeName}</Table.Td>
            <Table.Td>{r.description}</Table.Td>
            <Table.Td>{r.urgency?.name ?? '-'}</Table.Td>
            <Table.Td>{r.status.name}</Table.Td>
            <Table.Td>{by(r.createdBy, r.enteredOn)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function ExpensesSection({ expenses }: { expenses: JobSummary['expenses'] }) {
  if (expenses.length === 0) return <None text="No expenses on this job." />;
  return (
    <Table verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Description</Table.Th>
          <Table.Th>Vendor</Table.Th>
          <Table.Th>Expense item</Table.Th>
          <Table.Th>Equipment</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {expenses.map((x) => (
          <Table.Tr key={x.id}>
            <Table.Td>{formatDate(x.enteredOn)}</Table.Td>
            <Table.Td>{x.description}</Table.Td>
            <Table.Td>{x.vendor || '-'}</Table.Td>
            <Table.Td>{x.expenseItem?.name ?? '-'}</Table.Td>
            <Table.Td>{x.equipment?.name ?? '-'}</Table.Td>
            <Table.Td ta="right">{formatMoney(x.amount)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th colSpan={5}>Total</Table.Th>
          <Table.Th ta="right">{formatMoney(sumMoney(expenses.map((x) => x.amount)))}</Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

function Download({ href, label }: { href: string; label: string }) {
  return (
    <Anchor href={href} download size="sm" aria-label={label}>
      <IconDownload size={14} style={{ verticalAlign: 'middle' }} /> PDF
    </Anchor>
  );
}

export function SignoffsSection({ jobId, signoffs }: { jobId: number; signoffs: JobSummary['signoffs'] }) {
  if (signoffs.length === 0) return <None text="No signoffs on this job." />;
  return (
    <Table verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Signed by</Table.Th>
          <Table.Th>E-mail</Table.Th>
          <Table.Th>Date</Table.Th>
          <Table.Th>Signature</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {signoffs.map((s) => (
          <Table.Tr key={s.id}>
            <Table.Td>{s.signatureName}</Table.Td>
            <Table.Td>{s.signatureEmail || '-'}</Table.Td>
            <Table.Td>{formatDateTime(s.createdDate)}</Table.Td>
            <Table.Td>{s.hasSignature ? 'Captured' : 'None'}</Table.Td>
            <Table.Td ta="right">
              <Download
                href={signoffPdfUrl(jobId, s.id)}
                label={`Download signoff ${s.signatureName} (PDF)`}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function ChecklistsSection({
  jobId,
  checklists,
}: {
  jobId: number;
  checklists: JobSummary['checklists'];
}) {
  if (checklists.length === 0) return <None text="No checklists on this job." />;
  return (
    <Table verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Checklist</Table.Th>
          <Table.Th>Equipment</Table.Th>
          <Table.Th>Completed</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {checklists.map((c) => (
          <Table.Tr key={c.id}>
            <Table.Td>
              {c.checklistDefinition.title}
              {c.checklistDefinition.title !== c.checklistDefinition.name && (
                <Text size="xs" c="dimmed">
                  {c.checklistDefinition.name}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{c.equipment?.name ?? '-'}</Table.Td>
            <Table.Td>{by(c.createdBy, c.createdDate)}</Table.Td>
            <Table.Td ta="right">
              <Download
                href={checklistPdfUrl(jobId, c.id)}
                label={`Download checklist ${c.checklistDefinition.title} (PDF)`}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
