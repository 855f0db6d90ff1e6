import { useState, type ChangeEvent } from 'react';
import { issuesByField } from '../../lib/api-client';
import { shownError } from '../../lib/forms/shown-error';
import { useDrawnValues } from '../forms/use-drawn-values';

type Values = Record<string, string>;

/**
 * Form state with validation as you type (the rule of ../../lib/forms/shown-error.ts, shared with
 * the framework-free forms): a field's message appears once it has been left (or the form
 * submitted) and then follows every keystroke; a 422's issues show on their fields until edited.
 * What was typed before the form hydrated is kept (../forms/use-drawn-values.ts).
 */
export function useForm<V extends Values>(initial: V, validate: (values: V) => Partial<Record<keyof V | '_form', string>>) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const clientErrors = validate(values);
  const refFor = useDrawnValues(initial, setValues);

  /** Marks every field as visited; true when the client-side rules pass. */
  const checkBeforeSubmit = () => {
    setSubmitted(true);
    return Object.values(clientErrors).every((message) => !message);
  };
  /** Places the field issues of a failed request next to their fields. */
  const showServerIssues = (error: unknown) => setServerErrors(issuesByField(error));

  const errorFor = (name: keyof V): string | undefined =>
    shownError({ server: serverErrors[name as string], client: clientErrors[name], touched: Boolean(touched[name]), submitted });

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errorFor(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setServerErrors(({ [name]: _dropped, ...rest }) => rest);
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    ref: refFor(name),
  });

  return {
    values,
    setValues,
    field,
    errorFor,
    checkBeforeSubmit,
    showServerIssues,
    /** True while a submission is under way. */
    busy,
    /**
     * Handles a submit event: stops the native submission, checks the rules, then runs `action`
     * while `busy`; a failure puts the server's field issues on their fields and goes to `onError`.
     */
    submit: async (event: { preventDefault(): void }, action: () => Promise<void>, onError: (error: unknown) => void) => {
      event.preventDefault();
      if (!checkBeforeSubmit()) return;
      setBusy(true);
      try {
        await action();
      } catch (error) {
        showServerIssues(error);
        onError(error);
      } finally {
        setBusy(false);
      }
    },
    reset: (next: V) => {
      setValues(next);
      setTouched({});
      setSubmitted(false);
      setServerErrors({});
    },
  };
}
