export { AlternateItemsDialog, type AlternateItemsDialogProps } from './AlternateItemsDialog';
export { ItemLink, UNABLE_TO_NAVIGATE_TO_ITEM } from './ItemLink';
export { ItemTypeahead, type ItemTypeaheadProps } from './ItemTypeahead';
export { SUMMARY_FIELDS, searchItemSuggestions } from './items-search';
