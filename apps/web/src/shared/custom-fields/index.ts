export { CustomFieldPanel, type CustomFieldPanelProps, sectionsOf } from './CustomFieldPanel';
export {
  customFieldKeys,
  useCustomFields,
  useDeleteField,
  useDeleteGroup,
  useFieldGroups,
  useSaveField,
  useSaveGroup,
  useSetRequired,
  useSortGroups,
} from './custom-fields.api';
