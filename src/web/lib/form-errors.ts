import { useState } from 'react';
import type { z } from 'zod';
import { isApiError, type FieldIssue } from './api-client';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per top-level field for values that fail the schema. */
export function schemaFieldErrors(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Field errors for a form validated by a shared schema. Nothing shows until the first submit;
 * after that errors follow the values as the parent types. Errors the server reported for a
 * field stay until that field's value changes.
 */
export function useFieldErrors<S extends z.ZodType>(schema: S, values: Record<string, unknown>) {
  const [validated, setValidated] = useState(false);
  const [server, setServer] = useState<Record<string, { message: string; value: unknown }>>({});

  const errors: FieldErrors = {};
  for (const [field, issue] of Object.entries(server)) {
    if (Object.is(values[field], issue.value)) errors[field] = issue.message;
  }
  if (validated) Object.assign(errors, schemaFieldErrors(schema, values));

  /** Marks the form as submitted; the parsed values, or null when something is invalid. */
  function validate(): z.output<S> | null {
    setValidated(true);
    const result = schema.safeParse(values);
    return result.success ? result.data : null;
  }

  /** Shows a server's validation_failed details next to their fields; true if any matched. */
  function showServerIssues(issues: FieldIssue[]): boolean {
    const next: Record<string, { message: string; value: unknown }> = {};
    for (const { path, message } of issues) {
      const field = path.split('.')[0] ?? '';
      if (field in values && !next[field]) next[field] = { message, value: values[field] };
    }
    setServer(next);
    return Object.keys(next).length > 0;
  }

  /**
   * Shows a server refusal next to its field: a code the form maps to one of its fields (e.g.
   * invalid_credentials → currentPassword), else the details of a validation_failed answer.
   */
  function showServerError(error: unknown, fieldForCode: Partial<Record<string, string>> = {}) {
    if (!isApiError(error)) return false;
    const field = fieldForCode[error.code];
    if (field) return showServerIssues([{ path: field, message: error.message }]);
    return error.code === 'validation_failed' && showServerIssues(error.fieldIssues);
  }

  return { errors, validate, showServerIssues, showServerError };
}
