import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A resolver whose zod schema arrives in its own chunk, loaded at the first check (a blur or a submit)
 * rather than with the page, and with it the zod resolver: zod is about 25 KB gzip, and a form page must
 * show at once on a slow phone.
 * `prepare` picks the schema and what it validates (the call's body, built from the form's values); it
 * also gets the form's `context`, for a form whose check depends on its step.
 */
export function lazyResolver<T extends FieldValues, C = unknown>(
  prepare: (
    values: T,
    context: C | undefined,
  ) => Promise<{ schema: z.ZodType<unknown, FieldValues>; input: FieldValues }>,
): Resolver<T, C> {
  return async (values, context, options) => {
    const [{ schema, input }, { zodResolver }] = await Promise.all([
      prepare(values, context),
      import('@hookform/resolvers/zod'),
    ]);
    const { errors } = await zodResolver(schema, undefined, { raw: true })(
      input,
      context,
      options as unknown as Parameters<Resolver<FieldValues>>[2],
    );
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<T> }
      : { values, errors: {} };
  };
}
