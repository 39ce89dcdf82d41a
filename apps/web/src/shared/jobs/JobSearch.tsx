import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type { JobRow } from '@fieldline/contracts/jobs/jobs.contract';
import { Badge, Group, Loader, Paper, Select, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { api } from '../../app/api';

/** Spec 3 §2: the job search widget searches by id, by name or by customer name. */
export type JobSearchMode = 'id' | 'name' | 'customer';

const MODES: { value: JobSearchMode; label: string; placeholder: string }[] = [
  { value: 'id', label: 'Job # / ID', placeholder: 'Job number or id' },
  { value: 'name', label: 'Name', placeholder: 'Job or project name' },
  { value: 'customer', label: 'Customer', placeholder: 'Customer name or account' },
];

/** Spec 1 §9: search boxes wait 250 ms and need 2 characters (an id needs only one digit). */
export const JOB_SEARCH_DEBOUNCE_MS = 250;
export const JOB_SEARCH_MIN_CHARS = 2;
const RESULT_LIMIT = 20;

export function minCharsFor(mode: JobSearchMode): number {
  return mode === 'id' ? 1 : JOB_SEARCH_MIN_CHARS;
}

export interface JobSearchProps {
  onSelect: (job: JobRow) => void;
  label?: string;
  defaultMode?: JobSearchMode;
  /** Only jobs of this customer. */
  customerId?: number;
  /** Only open or closed jobs. */
  status?: 'open' | 'closed';
  autoFocus?: boolean;
}

export function JobSearch({
  onSelect,
  label = 'Find a job',
  defaultMode = 'id',
  customerId,
  status,
  autoFocus,
}: JobSearchProps) {
  const [mode, setMode] = useState<JobSearchMode>(defaultMode);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [debounced] = useDebouncedValue(text.trim(), JOB_SEARCH_DEBOUNCE_MS);
  const enabled = debounced.length >= minCharsFor(mode);
  const query = useQuery({
    queryKey: ['jobs', 'search-widget', mode, debounced, customerId, status],
    queryFn: ({ signal }) =>
      api.get<SearchResult<JobRow>>('/jobs/search', {
        query: {
          query: debounced,
          searchBy: mode,
          limit: RESULT_LIMIT,
          ...(customerId ? { customerId } : {}),
          ...(status ? { status } : {}),
        },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
  const rows = enabled ? (query.data?.data ?? []) : [];
  const modeInfo = MODES.find((m) => m.value === mode) ?? MODES[0];

  const choose = (job: JobRow) => {
    onSelect(job);
    setText('');
    setActive(0);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (rows.length === 0) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => Math.min(i + 1, rows.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      choose(rows[Math.min(active, rows.length - 1)]);
    }
  };

  const short = text.trim().length > 0 && text.trim().length < minCharsFor(mode);
  return (
    <Stack gap={4} data-testid="job-search">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          label="Search by"
          w={140}
          data={MODES.map(({ value, label: l }) => ({ value, label: l }))}
          value={mode}
          allowDeselect={false}
          onChange={(v) => {
            if (v) setMode(v as JobSearchMode);
            setActive(0);
          }}
        />
        <TextInput
          label={label}
          style={{ flex: 1 }}
          placeholder={modeInfo.placeholder}
          value={text}
          autoFocus={autoFocus}
          leftSection={<IconSearch size={16} />}
          rightSection={enabled && query.isFetching ? <Loader size="xs" /> : null}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          aria-controls="job-search-results"
        />
      </Group>
      {short && (
        <Text size="xs" c="dimmed">
          Type at least {minCharsFor(mode)} characters.
        </Text>
      )}
      {enabled && query.data && (
        <Paper withBorder radius="sm" id="job-search-results" role="listbox" aria-label="Jobs found">
          {rows.length === 0 ? (
            <Text size="sm" c="dimmed" p="xs">
              No jobs found.
            </Text>
          ) : (
            rows.map((job, i) => (
              <UnstyledButton
                key={job.id}
                role="option"
                aria-selected={i === active}
                onClick={() => choose(job)}
                onMouseEnter={() => setActive(i)}
                px="xs"
                py={6}
                w="100%"
                bg={i === active ? 'var(--mantine-color-blue-light)' : undefined}
              >
                <Group justify="space-between" wrap="nowrap">
                  <div>
                    <Text size="sm" fw={600} span>
                      {job.jobNumber}
                    </Text>{' '}
                    <Text size="sm" span>
                      {job.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {job.customer.name}
                      {job.customerLocation.name ? ` – ${job.customerLocation.name}` : ''}
                    </Text>
                  </div>
                  <Badge variant="light" size="sm">
                    {job.status}
                  </Badge>
                </Group>
              </UnstyledButton>
            ))
          )}
          {query.data.count_filtered > rows.length && (
            <Text size="xs" c="dimmed" px="xs" pb={4}>
              Showing {rows.length} of {query.data.count_filtered}; type more to narrow the list.
            </Text>
          )}
        </Paper>
      )}
    </Stack>
  );
}
