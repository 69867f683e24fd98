import { useCallback, useRef, useState, type FormEvent } from 'react';
import { isApiError, type FieldIssue } from './api-client';
import { focusFirstInvalid } from './focus-first-invalid';
import { useSubmitOnce } from './use-submit-once';

/**
 * The first message per field, by its name (`email`) and, for nested values, by each step of its
 * path too (`emergencyContact`, `emergencyContact.phone`; `kids`, `kids.0`, `kids.0.name`).
 */
export type FieldErrors = Partial<Record<string, string>>;

/** One problem with the values: the field's path and the message a parent reads. */
export type FormIssue = { readonly path: readonly PropertyKey[]; readonly message: string };

/**
 * What the hook needs of a schema: zod's `safeParse`, or a plain rule (`fieldRules`) on a page
 * that must not load zod first (decision 033).
 */
export type FormSchema<Output = unknown> = {
  safeParse(
    values: unknown,
  ):
    | { success: true; data: Output }
    | { success: false; error: { readonly issues: readonly FormIssue[] } };
};

/** The values a schema lets through, as `send` receives them. */
export type FormOutput<S extends FormSchema> = Extract<
  ReturnType<S['safeParse']>,
  { success: true }
>['data'];

function fieldErrorsOf(issues: readonly FormIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    if (path.length === 0) errors[''] ??= issue.message;
    for (let depth = 1; depth <= path.length; depth++) {
      errors[path.slice(0, depth).join('.')] ??= issue.message;
    }
  }
  return errors;
}

type ServerErrors = Record<string, { message: string; value: unknown }>;

type SubmitOptions = {
  /** The values failed the schema (before the focus moves): e.g. open the section that hides a field. */
  onInvalid?: (errors: FieldErrors) => void;
};

/**
 * Every form's submit: the shared schema checks the values, its messages show next to their
 * fields, the keyboard goes to the first field to fix, and one submit runs at a time.
 *
 * Nothing shows until the first submit; after that the errors follow the values as the parent
 * types. An error the server reported for a field stays until that field's value changes.
 */
export function useSchemaForm<S extends FormSchema>(schema: S, values: Record<string, unknown>) {
  const formRef = useRef<HTMLFormElement | null>(null);
  /** Ties the hook to its form: `<form ref={attach}>` (it finds the invalid field there). */
  const attach = useCallback((form: HTMLFormElement | null) => {
    formRef.current = form;
  }, []);
  const once = useSubmitOnce();
  const [pending, setPending] = useState(false);
  const [validated, setValidated] = useState(false);
  const [server, setServer] = useState<ServerErrors>({});

  const errors: FieldErrors = {};
  for (const [field, issue] of Object.entries(server)) {
    if (Object.is(values[field], issue.value)) errors[field] = issue.message;
  }
  if (validated) {
    const result = schema.safeParse(values);
    if (!result.success) Object.assign(errors, fieldErrorsOf(result.error.issues));
  }

  /** Puts the keyboard on the first field marked invalid (after the next render). */
  function focusInvalid() {
    focusFirstInvalid(formRef.current);
  }

  /**
   * The form's submit handler. Values that fail the schema show their errors and move the focus;
   * valid ones go to `send`, and a second submit does nothing until the promise it returns settles
   * (the button shows `pending` meanwhile).
   */
  function handleSubmit(send: (input: FormOutput<S>) => unknown, options: SubmitOptions = {}) {
    return (event?: FormEvent) => {
      event?.preventDefault();
      if (once.pending) return;
      setValidated(true);
      const result = schema.safeParse(values);
      if (!result.success) {
        options.onInvalid?.(fieldErrorsOf(result.error.issues));
        return focusInvalid();
      }
      // A rejection only ends the wait, as with a mutation's mutate: `send` shows its own errors.
      once.run(async () => {
        setPending(true);
        try {
          await send(result.data as FormOutput<S>);
        } finally {
          setPending(false);
        }
      });
    };
  }

  /**
   * Shows a server's validation_failed details next to their fields; true if any matched. Each
   * stays while its field keeps the value it had (`valuesNow` when the form is changing them).
   */
  function showServerIssues(issues: FieldIssue[], valuesNow: Record<string, unknown> = values) {
    const next: ServerErrors = {};
    for (const { path, message } of issues) {
      const field = path.split('.')[0] ?? '';
      if (field in valuesNow && !next[field]) next[field] = { message, value: valuesNow[field] };
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

  /** Hides the form's own errors until the next submit, and the server's. */
  function clearErrors() {
    setValidated(false);
    setServer({});
  }

  return {
    attach,
    errors,
    pending,
    handleSubmit,
    focusInvalid,
    showServerIssues,
    showServerError,
    clearErrors,
  };
}
