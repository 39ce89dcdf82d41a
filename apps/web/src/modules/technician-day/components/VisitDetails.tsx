import { formatPhone } from '@fieldline/contracts/common/dates';
import type { DayVisit } from '@fieldline/contracts/technician-day/technician-day.contract';
import { Anchor, Badge, Button, Checkbox, Divider, Group, List, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useAnswerChecklist, useTickTask } from '../technician-day.api';
import { ChecklistAnswerInput } from './ChecklistAnswerInput';
import { SignoffModal } from './SignoffModal';
import { MaterialForm, NoteForm, PhotoButton } from './VisitForms';
import { WorkControls } from './WorkControls';

const hhmm = (t: string | null) => (t ? dayjs(`2000-01-01T${t}`).format('h:mm A') : '');

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** The expanded visit: where, when, who, what to bring and do, and the work buttons. */
export function VisitDetails({ visit, date, tz }: { visit: DayVisit; date: string | null; tz: string }) {
  const tick = useTickTask(date, visit.jobId);
  const answer = useAnswerChecklist(date, visit.jobId);
  const [signing, setSigning] = useState(false);
  const { site, contact } = visit;
  return (
    <Stack gap="md">
      <WorkControls visit={visit} date={date} tz={tz} />
      <Divider />
      <Section title="Site">
        <Text fz="sm">{site.name}</Text>
        {site.address ? (
          <Text fz="sm">{site.address}</Text>
        ) : (
          <Text fz="sm" c="dimmed">
            No address on file.
          </Text>
        )}
        {site.mapsUrl && (
          <Anchor href={site.mapsUrl} target="_blank" rel="noopener noreferrer" fz="sm">
            <Group gap={4} component="span">
              <IconMapPin size={16} aria-hidden /> Open in maps
            </Group>
          </Anchor>
        )}
        <Text fz="sm">
          Hours today:{' '}
          {site.hours == null
            ? 'not set'
            : site.hours.isClosed
              ? 'closed'
              : `${hhmm(site.hours.openTime)} - ${hhmm(site.hours.closeTime)}`}
        </Text>
      </Section>
      <Section title="Contact">
        {contact ? (
          <>
            <Text fz="sm">{contact.name}</Text>
            {contact.phone && (
              <Anchor href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} fz="sm">
                <Group gap={4} component="span">
                  <IconPhone size={16} aria-hidden /> {formatPhone(contact.phone)}
                </Group>
              </Anchor>
            )}
          </>
        ) : (
          <Text fz="sm" c="dimmed">
            No site contact on the job.
          </Text>
        )}
      </Section>
      <Section title="Tools to bring">
        {visit.tools.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No tools booked.
          </Text>
        ) : (
          <List size="sm" spacing={2}>
            {visit.tools.map((t) => (
              <List.Item key={t.toolId}>
                {t.name} × {t.quantity}{' '}
                {t.checkedOut && (
                  <Badge size="xs" variant="light">
                    checked out
                  </Badge>
                )}
              </List.Item>
            ))}
          </List>
        )}
      </Section>
      {visit.tasks.length > 0 && (
        <Section title="Tasks">
          {visit.tasks.map((t) => (
            <Checkbox
              key={t.id}
              label={t.task}
              description={t.note || undefined}
              checked={t.selected}
              onChange={(e) => tick.mutate({ taskId: t.id, selected: e.currentTarget.checked })}
            />
          ))}
        </Section>
      )}
      {visit.checklists.map((c) => (
        <Section key={c.id} title={c.title}>
          {c.questions.map((q) =>
            q.kind === 'check' ? (
              <Checkbox
                key={q.id}
                label={q.text}
                checked={c.answers[q.id] === true}
                onChange={(e) =>
                  answer.mutate({ checklistId: c.id, questionId: q.id, value: e.currentTarget.checked })
                }
              />
            ) : (
              <ChecklistAnswerInput
                key={q.id}
                question={q}
                value={c.answers[q.id]}
                onSave={(value) => answer.mutate({ checklistId: c.id, questionId: q.id, value })}
              />
            ),
          )}
        </Section>
      ))}
      <Section title="Notes">
        {visit.notes ? (
          <Text
            fz="sm"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            data-testid="visit-notes"
          >
            {visit.notes}
          </Text>
        ) : (
          <Text fz="sm" c="dimmed">
            No notes yet.
          </Text>
        )}
        <NoteForm date={date} jobId={visit.jobId} />
      </Section>
      <Section title="Photos and materials">
        <PhotoButton date={date} jobId={visit.jobId} count={visit.photoCount} />
        <MaterialForm date={date} jobId={visit.jobId} />
      </Section>
      <Section title="Customer signoff">
        <Group justify="space-between" wrap="nowrap">
          <Text fz="sm" c={visit.signoffCount ? undefined : 'dimmed'}>
            {visit.signoffCount ? `Signed (${visit.signoffCount})` : 'Not signed yet'}
          </Text>
          <Button variant="light" onClick={() => setSigning(true)}>
            Signoff
          </Button>
        </Group>
      </Section>
      <SignoffModal
        opened={signing}
        onClose={() => setSigning(false)}
        date={date}
        jobId={visit.jobId}
        jobNumber={visit.jobNumber}
        defaultName={contact?.name ?? ''}
      />
    </Stack>
  );
}
