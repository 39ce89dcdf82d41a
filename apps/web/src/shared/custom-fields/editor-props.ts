import type {
  CustomField,
  Property,
  PropertyInput,
} from '@fieldline/contracts/custom-fields/custom-fields.contract';

/** What every per-type editor of the custom-field panel gets. */
export interface FieldEditorProps {
  field: CustomField;
  property: Property | undefined;
  canEdit: boolean;
  /** Saves the field's value; resolves false when it failed (the panel has shown the message). */
  save: (value: Omit<PropertyInput, 'field'>) => Promise<boolean>;
  /** E-mail lists flag their group while they hold an invalid address. */
  onInvalid: (fieldId: number, invalid: boolean) => void;
}
