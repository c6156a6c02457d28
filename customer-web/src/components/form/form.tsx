import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { zodResolver } from '@hookform/resolvers/zod';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { splitServerErrors } from './server-errors';

/** A zod schema of the shared model, or the few zod-free rules of the sign-in page (`field-rules`). */
type Schema = StandardSchemaV1<FieldValues, FieldValues>;
type Input<S extends Schema> = StandardSchemaV1.InferInput<S>;
type Output<S extends Schema> = StandardSchemaV1.InferOutput<S>;

/**
 * zod's own resolver for zod schemas (a union's problem is worded by its closest branch), the Standard Schema one
 * for the rest; neither brings zod with it.
 */
const resolverOf = (schema: Schema) =>
  '_zod' in schema ? zodResolver(schema as never) : standardSchemaResolver(schema as never);

export interface FormProps<S extends Schema> {
  /** The rules, from the shared model: a problem shows under its field once the form was sent, then live. */
  schema: S;
  defaultValues: DefaultValues<Input<S>>;
  /**
   * Called with the checked values. While its promise runs the submit button is busy; when it rejects, the
   * server's field problems show under their fields and the rest in the banner.
   */
  onSubmit: (values: Output<S>) => unknown;
  /** Empties the form again once it was sent, for a form that adds one item after another. */
  resetOnSuccess?: boolean;
  /** API field names that differ from the form's (`{ Email: 'email' }`). */
  serverFieldNames?: Readonly<Record<string, string>>;
  /** How the banner words a failure; a plain error alert with the message otherwise. */
  renderError?: (error: unknown, text: string) => ReactNode;
  /** With a title the form stands under a level-2 heading that names it, for pages with several forms. */
  title?: string;
  /** The landmark role of a form that is not a plain form (`search`). */
  role?: string;
  /** Lets a button outside the form (a dialog's action) submit it with `form={id}`. */
  id?: string;
  children: ReactNode;
  sx?: object;
}

/**
 * A form checked by its schema (no browser bubbles), its fields stacked, its failure in a banner at the top.
 * Fields and the submit button inside it take their value, problem and busy state from it.
 */
export function Form<S extends Schema>({
  schema,
  defaultValues,
  onSubmit,
  resetOnSuccess,
  serverFieldNames,
  renderError,
  title,
  role,
  id,
  children,
  sx,
}: FormProps<S>) {
  const titleId = useId();
  const methods = useForm<Input<S>, unknown, Output<S>>({
    // The resolvers' overloads cannot be picked for a generic schema; their types are the form's by construction.
    resolver: resolverOf(schema) as never,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [failure, setFailure] = useState<{ error: unknown; text: string } | undefined>();
  // The banner speaks of the values that were sent: once the person edits them, or sends them again with a
  // problem of their own, it no longer applies and goes.
  useEffect(() => {
    const watching = methods.watch((_values, { type }) => {
      if (type === 'change') setFailure(undefined);
    });
    return () => watching.unsubscribe();
  }, [methods]);
  const submit = methods.handleSubmit(
    async (values) => {
      setFailure(undefined);
      try {
        await onSubmit(values);
        if (resetOnSuccess) methods.reset();
      } catch (error) {
        const { fields, banner } = splitServerErrors(
          error,
          Object.keys(methods.getValues()),
          serverFieldNames,
        );
        for (const [name, message] of Object.entries(fields))
          methods.setError(name as Path<Input<S>>, { type: 'server', message }, { shouldFocus: true });
        if (banner !== undefined) setFailure({ error, text: banner });
      }
    },
    () => setFailure(undefined),
  );
  return (
    <FormProvider {...methods}>
      <Box
        component="form"
        // A form sent before the page has hydrated is sent by the browser: posted, its fields (a password) never
        // land in the address.
        method="post"
        id={id}
        role={role}
        noValidate
        onSubmit={submit}
        aria-labelledby={title ? titleId : undefined}
        sx={sx}
      >
        {title && (
          <Typography variant="h6" component="h2" id={titleId} gutterBottom>
            {title}
          </Typography>
        )}
        <Stack spacing={2}>
          {failure &&
            (renderError ? (
              renderError(failure.error, failure.text)
            ) : (
              <Alert severity="error" role="alert">
                {failure.text}
              </Alert>
            ))}
          {children}
        </Stack>
      </Box>
    </FormProvider>
  );
}
