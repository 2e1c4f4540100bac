/**
 * react-hook-form's resolver for the contact forms' schemas (contact/form-schemas.ts, zod/mini):
 * each field's first issue becomes its error, the schema's output the form's values. In place of
 * @hookform/resolvers' zodResolver, which carries zod 3's and union handling the forms never use
 * (about 1 KiB brotli of the island's 90 KiB budget, decision 017).
 */
import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod/mini";

export function schemaResolver<Input extends FieldValues, Output>(
  schema: z.ZodMiniType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    // No prototype: a field named like an Object member must not look taken.
    const errors: Record<string, FieldError> = Object.create(null);
    for (const { code, message, path } of result.error.issues) {
      errors[path.join(".")] ??= { type: code, message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
