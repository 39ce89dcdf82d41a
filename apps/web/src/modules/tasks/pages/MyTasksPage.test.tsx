import { Permission } from '@fieldline/contracts/common/permissions';
import type { GeneralTask } from '@fieldline/contracts/tasks/general-tasks.contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApiServer, startFakeApi } from '../../../../test/fake-api-server';
import { makeUser, renderApp } from '../../../../test/utils';
import { TaskCountBadge } from '../components/TaskCountBadge';
import { MyTasksPage } from './MyTasksPage';

const task = (id: number, over: Partial<GeneralTask> = {}): GeneralTask => ({
  id,
  title: `Task ${id}`,
  description: '',
  ownerKind: null,
  ownerId: null,
  assignedTo: { id: 7, name: 'Ada Lovelace' },
  dueDate: '2026-11-20',
  priority: 'Normal',
  type: null,
  status: { id: 1, name: 'Open', isDone: false },
  group: null,
  completed: false,
  completedDate: null,
  overdue: false,
  viewed: true,
  members: [],
  subscribers: [],
  createdDate: '2026-11-20T00:00:00.000Z',
  createdBy: 7,
  modifiedDate: '2026-11-20T00:00:00.000Z',
  modifiedBy: 7,
  version: 3,
  ...over,
});

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApi((req) => {
    if (req.url === '/v1/tasks/count') return { body: { open: 4, overdue: 2, dueToday: 1, unviewed: 1 } };
    if (req.url.startsWith('/v1/tasks/search') && req.url.includes('completed=true'))
      return { body: { data: [task(9, { title: 'Finished one', completed: true })], count_filtered: 1 } };
    if (req.url.startsWith('/v1/tasks/search'))
      return {
        body: {
          data: [task(1, { overdue: true, viewed: false }), task(2, { priority: 'High' })],
          count_filtered: 2,
        },
      };
    if (req.url === '/v1/tasks/1' && req.method === 'PATCH') return { body: task(1, { completed: true }) };
    return undefined;
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});
afterEach(() => server.settle());

const office = makeUser({ permissions: [{ id: Permission.Tasks, accessLevel: 2 }] });

describe('my tasks', { timeout: 30_000 }, () => {
  it('lists the open tasks, marks unviewed ones and completes a task with its version', async () => {
    renderApp(<MyTasksPage />, { user: office });
    expect(await screen.findByText('Task 1')).toBeTruthy();
    expect(screen.getByText('New')).toBeTruthy();
    const search = server.requests.find((r) => r.url.startsWith('/v1/tasks/search'));
    expect(search?.url).toContain('me=true');
    expect(search?.url).toContain('completed=false');
    fireEvent.click(screen.getByRole('button', { name: 'Complete Task 1' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'PATCH')).toBe(true));
    const patch = server.requests.find((r) => r.method === 'PATCH');
    expect(patch).toMatchObject({ url: '/v1/tasks/1', body: { completed: true, version: 3 } });
  });

  it('shows the Done tab and hides New task without Tasks full access', async () => {
    renderApp(<MyTasksPage />, { user: makeUser() });
    await screen.findByText('Task 1');
    expect(screen.queryByRole('button', { name: 'New task' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Done' }));
    expect(await screen.findByText('Finished one')).toBeTruthy();
  });

  it('the menu badge shows open and overdue counts', async () => {
    renderApp(<TaskCountBadge />, { user: office });
    expect((await screen.findByLabelText('4 open tasks')).textContent).toBe('4');
    expect(screen.getByLabelText('2 overdue tasks').textContent).toBe('2');
  });
});
