import { ApiError } from '@fieldline/client';

export interface FormLike {
  setErrors(errors: Record<string, string>): void;
  getValues(): object;
}

// Server paths may arrive as 'body.email' or 'roleIds.0'; the form knows only top-level names.
function formFieldName(field: string): string {
  return field.replace(/^body\./, '').split('.')[0] ?? field;
}

/**
 * Puts a failed save's field errors next to their inputs and returns the message for
 * the form's alert, including any field errors that have no input on this form.
 */
export function applyServerErrors(form: FormLike, error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const fields = new Set(Object.keys(form.getValues()));
  const mapped: Record<string, string> = {};
  const unmatched: string[] = [];
  for (const { field, message } of error.errors ?? []) {
    const name = formFieldName(field);
    if (fields.has(name)) mapped[name] ??= message;
    else unmatched.push(field ? `${field}: ${message}` : message);
  }
  form.setErrors(mapped);
  return [error.message, ...unmatched].join('\n');
}
