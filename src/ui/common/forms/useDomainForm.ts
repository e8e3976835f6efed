import { useMemo, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { domainResolver, type DomainIssue } from './domainResolver';
import { placeServerErrors, serverFieldErrorsOf } from './serverFieldErrors';
import { useUnsavedChangesGuard, type UnsavedChangesGuard } from './useUnsavedChangesGuard';

/** The error key for a server reason that belongs to no field (shown by the form above its buttons). */
export const SERVER_FORM_ERROR = 'root.server' as const;

export interface DomainFormOptions<Values extends FieldValues> {
  readonly defaultValues: DefaultValues<Values>;
  /** The domain's rule over the whole form (src/domain/...), the same function the server calls. */
  readonly validate: (values: Values) => readonly DomainIssue[];
  /** Request-body paths whose field is named otherwise in the form (`{ 'body.postalCode': 'postNo' }`). */
  readonly serverFieldNames?: Readonly<Record<string, Path<Values>>>;
  /**
   * When a field's message first shows: 'onChange' (the default) as soon as it is typed in; 'onTouched' once
   * it has been left, for forms whose messages mostly say a required field is missing; 'onSubmit' on the
   * first try to send, for a one-field form whose message is an alert. After that, on every change.
   */
  readonly mode?: Extract<UseFormProps<Values>['mode'], 'onChange' | 'onTouched' | 'onSubmit'>;
}

export interface DomainForm<Values extends FieldValues> {
  readonly form: UseFormReturn<Values>;
  readonly guard: UnsavedChangesGuard;
  /**
   * The submit handler for `<form onSubmit>`: validates with the domain rule, then saves. On success the
   * saved values become the form's clean state (the guard lets the officer go); on failure the server's
   * `fieldErrors` are put on their fields and the typed values stay. The failure's message itself is the
   * HTTP adapter's toast, so nothing else is shown here. `onSaved` runs after that (close the dialog,
   * go to the saved record): a navigation there is not held.
   */
  readonly submit: (
    save: (values: Values) => Promise<Values | void>,
    onSaved?: (saved: Values) => void,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
}

/**
 * A react-hook-form form over a domain rule (see README.md here). Validates on every change, keeps
 * what was typed through a failed save and through a session expiry (the expired-session login opens
 * over the page, which stays mounted), and guards unsaved changes on navigation.
 */
export function useDomainForm<Values extends FieldValues>({
  defaultValues,
  validate,
  serverFieldNames,
  mode = 'onChange',
}: DomainFormOptions<Values>): DomainForm<Values> {
  const resolver = useMemo(() => domainResolver(validate), [validate]);
  const form = useForm<Values>({ defaultValues, resolver, mode });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);

  const submit: DomainForm<Values>['submit'] = (save, onSaved) =>
    form.handleSubmit(async (values) => {
      let saved: Values;
      try {
        saved = (await save(values)) ?? values;
      } catch (error) {
        const fields = Object.keys(form.getValues()) as Path<Values>[];
        const placed = placeServerErrors(serverFieldErrorsOf(error), fields, serverFieldNames);
        for (const { field, message } of placed.onFields) form.setError(field, { type: 'server', message }, { shouldFocus: true });
        if (placed.onForm.length > 0) form.setError(SERVER_FORM_ERROR, { type: 'server', message: placed.onForm.join(' ') });
        return;
      }
      guard.release();
      form.reset(saved);
      onSaved?.(saved);
    });

  return { form, guard, submit };
}
