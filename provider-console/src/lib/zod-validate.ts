/** What the validator needs of a shared zod schema (the console does not depend on zod itself). */
interface Schema {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
}

/**
 * A react-admin form validator from a shared zod schema: the same rules and messages as the API, shown on each
 * field before the form is sent (edits are undoable, so the API's own field errors would come too late).
 */
export function zodValidate(schema: Schema) {
  return (values: Record<string, unknown>): Record<string, string> => {
    const result = schema.safeParse(values);
    const errors: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) {
      const path = issue.path.map(String).join('.');
      if (path) errors[path] ??= issue.message;
    }
    return errors;
  };
}
