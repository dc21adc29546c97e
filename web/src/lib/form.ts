/**
 * Forms are react-hook-form driven by a zod schema from `common/`: the form's
 * types, its checks and its field messages are the contract's own. A failed
 * call lands on the form: field errors on their fields, the rest as the
 * form's root error, told apart by the error's code, never by its text.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from './api';
import { errorMessage } from './errors';

export type SchemaForm<S extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

export interface SchemaFormOptions<S extends z.ZodType<FieldValues, FieldValues>> {
  /**
   * Values saved elsewhere that may change while the form is shown (another tab, the live profile):
   * the form takes them in, but a field the user has changed keeps what they typed. `form.reset` then
   * keeps typed text too, unless called with `{keepDirtyValues: false}`.
   */
  values?: z.input<S>;
}

/**
 * A form whose values are checked by `schema` before `handleSubmit` calls its handler with the parsed output.
 * Errors show from the first submit on, and each clears as soon as its field is valid again, checked on
 * every change; a value set in code (`setValue`) is checked again only when asked (`shouldValidate`).
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  { values }: SchemaFormOptions<S> = {},
): SchemaForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
    ...(values && { values, resetOptions: { keepDirtyValues: true } }),
  });
}

export interface ApiErrorMessages {
  /** Shown when the error carries no message written for people (network, 5xx). */
  fallback: string;
  /** Messages by error code that replace the server's, e.g. `{'already-exists': '…'}`. */
  byCode?: Partial<Record<string, string>>;
}

/**
 * Shows a failed call on the form. Field errors whose path names a field of
 * the form go on that field; anything else becomes the root error.
 */
export function showApiError<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, FieldValues>, 'setError' | 'getValues'>,
  error: unknown,
  messages: ApiErrorMessages,
): void {
  const byCode = error instanceof ApiError ? messages.byCode?.[error.code] : undefined;
  if (byCode) return form.setError('root.server', { message: byCode });
  const values = form.getValues() as Record<string, unknown>;
  const fields = error instanceof ApiError && error.status === 400 ? error.fields : [];
  const onFields = fields.filter((f) => f.path.split('.')[0]! in values);
  onFields.forEach((f) => form.setError(f.path as Path<T>, { message: f.message }));
  if (onFields.length === 0 || onFields.length < fields.length)
    form.setError('root.server', { message: errorMessage(error, messages.fallback) });
}
