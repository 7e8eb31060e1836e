/**
 * A form validated by one zod schema (react-hook-form with its zod resolver, decision 026). Problems show when
 * the form is sent and stay until it is sent again, as the spec's forms always did; with `focusFirstProblem` the
 * first field with one takes the focus. The submit handler receives the schema's output: the contract input of
 * the endpoint.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { focusFirstInvalid } from './focus-first-invalid.ts';

export function useSchemaForm<Input extends FieldValues, Output>(
  schema: $ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  { focusFirstProblem = true }: { focusFirstProblem?: boolean } = {},
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: focusFirstProblem,
  });
}

/** Shows the server's per-field problems by their fields and focuses the first of them in the form's order. */
export function showServerFieldErrors<Input extends FieldValues>(
  form: UseFormReturn<Input, unknown, unknown>,
  element: HTMLFormElement | null,
  fieldErrors: Record<string, string>,
): void {
  for (const [field, message] of Object.entries(fieldErrors)) form.setError(field as Path<Input>, { type: 'server', message });
  focusFirstInvalid(element, Object.keys(fieldErrors));
}
