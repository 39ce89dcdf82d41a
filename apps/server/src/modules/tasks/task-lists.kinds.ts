import type { TaskListEntry, TaskStatus } from '@fieldline/contracts/tasks/general-tasks.contract';
import type { CodeListKind } from '../../platform/code-lists/code-list';
import { taskGroups, taskStatuses, taskTemplateCategories, taskTypes } from './tasks.table';

/** Task types, statuses, groups and template categories: code lists keyed by a name unique ignoring case. */
const kind = (entity: string, label: string, table: CodeListKind<unknown>['table']) => ({
  entity,
  label,
  table,
  codeField: 'name',
  codeLabel: 'name',
  descriptionField: 'description',
  hasIsActive: true,
});

const FIELDS = ['name', 'description', 'sort', 'isActive'] as const;

export const taskTypeKind: CodeListKind<TaskListEntry> = {
  ...kind('taskType', 'task type', taskTypes),
  fields: FIELDS,
};
export const taskStatusKind: CodeListKind<TaskStatus> = {
  ...kind('taskStatus', 'task status', taskStatuses),
  fields: [...FIELDS, 'isDone'],
};
export const taskGroupKind: CodeListKind<TaskListEntry> = {
  ...kind('taskGroup', 'task group', taskGroups),
  fields: FIELDS,
};
export const taskTemplateCategoryKind: CodeListKind<TaskListEntry> = {
  ...kind('taskTemplateCategory', 'template category', taskTemplateCategories),
  fields: FIELDS,
};
