import type { FormIssue, FormSchema } from './use-schema-form';

/** What is wrong with one field's value, for the parent, or null. */
export type FieldRule<V> = (value: V) => string | null;

/**
 * A form's schema made of plain rules, one per field: for a form on a page that must not load zod
 * before it is first used (decision 033). The rules are the shared ones the API's schema calls, so
 * the messages are written once. The values go through as they are; `send` trims what it needs.
 */
export function fieldRules<V extends Record<string, unknown>>(rules: {
  [K in keyof V]?: FieldRule<V[K]>;
}): FormSchema<V> {
  return {
    safeParse(values) {
      const input = values as V;
      const issues: FormIssue[] = [];
      for (const field of Object.keys(rules) as (keyof V & string)[]) {
        const message = rules[field]?.(input[field]);
        if (message) issues.push({ path: [field], message });
      }
      return issues.length === 0
        ? { success: true, data: input }
        : { success: false, error: { issues } };
    },
  };
}
