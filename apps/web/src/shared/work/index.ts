export { ChecklistsSection } from './ChecklistsSection';
export { TasksSection } from './TasksSection';
export {
  useChecklistDefinitions,
  useTaskTemplates,
  type WorkOwnerKind,
  type WorkOwnerProps,
} from './work.api';
