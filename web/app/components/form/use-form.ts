import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError, errorMessage } from '~/lib/api';
import type { AlertTone } from './form-alert';
import { type FieldErrors, serverFieldErrors, validate } from './validate';

export type AlertState = { tone: AlertTone; text: string; status?: number } | null;

type Values = Record<string, string>;

/**
 * State for one client-side form (the token lives in local storage, so account
 * forms post from the browser). Values survive every error; only the fields that failed are marked.
 */
export function useForm<V extends Values>(
  initial: V,
  /** Turns a failed request into the alert text; the default shows the server's message. */
  describeError: (e: unknown) => string = errorMessage,
  /**
   * For a form whose fields are nested in the request (a quiz's questions, an application's links):
   * the field a problem's path names. By default a problem belongs to its top-level name.
   */
  fieldOf?: (path: PropertyKey[]) => string,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<AlertState>(null);
  const [busy, setBusy] = useState(false);
  // A ref as well as state: two fast Enter presses must not send two requests.
  const busyRef = useRef(false);
  const focusIn = useRef<HTMLFormElement | null>(null);

  // After a failed submit, move focus to the first field to fix (runs once the error is rendered).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `errors` is the trigger, read through the DOM
  useEffect(() => {
    const form = focusIn.current;
    if (!form) return;
    focusIn.current = null;
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const setValue = useCallback((name: keyof V & string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] === undefined ? e : { ...e, [name]: undefined }));
  }, []);

  // Any path of the request body, not only a top-level name: a message about `startsAt` may belong
  // to the date and time fields it is made of, and nested fields are named by their path
  // ("questions.2.text").
  const setFieldError = useCallback((name: string, message: string | undefined) => {
    setErrors((e) => ({ ...e, [name]: message }));
  }, []);

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onValueChange: (value: string) => setValue(name, value),
  });

  /**
   * Validates `input` with the contract schema, then runs the request: the one path every submit
   * takes. `form` (when there is one) gets the focus moved to the first field to fix. Without a
   * form of its own (a button inside another form) a control calls this directly.
   */
  const run = async <S extends z.ZodType>(
    schema: S,
    input: unknown,
    action: (data: z.output<S>) => Promise<void>,
    form: HTMLFormElement | null = null,
  ) => {
    if (busyRef.current) return;
    setAlert(null);
    const result = validate(schema, input, fieldOf);
    if (!result.ok) {
      focusIn.current = form;
      setErrors(result.errors);
      return;
    }
    setErrors({});
    busyRef.current = true;
    setBusy(true);
    try {
      await action(result.data);
    } catch (e) {
      const fromServer = e instanceof ApiError ? serverFieldErrors(e.errors, fieldOf) : {};
      if (Object.keys(fromServer).length > 0) focusIn.current = form;
      setErrors(fromServer);
      setAlert({
        tone: 'error',
        text: describeError(e),
        status: e instanceof ApiError ? e.status : undefined,
      });
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  /** Builds an onSubmit handler: validate with the contract schema, then run the request. */
  const submit =
    <S extends z.ZodType>(
      schema: S,
      toInput: (v: V) => unknown,
      action: (data: z.output<S>) => Promise<void>,
    ) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busyRef.current) return;
      const form = event.currentTarget;
      const current = withTypedValues(form, values);
      if (current !== values) setValues(current);
      await run(schema, toInput(current), action, form);
    };

  return { values, setValues, setValue, errors, setFieldError, alert, setAlert, busy, field, submit, run };
}

/**
 * The values with what the fields show, where that differs. After hydration React keeps the two
 * equal; text typed while the page was still loading is in the fields but never reached the
 * state, and the shopper sees and means what the fields show.
 */
function withTypedValues<V extends Values>(form: HTMLFormElement, values: V): V {
  let next = values;
  for (const name of Object.keys(values)) {
    const el = form.elements.namedItem(name);
    // A checkbox's value is its fixed "on", not whether it is ticked.
    const tickBox = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
    const shown = el && !tickBox && 'value' in el && typeof el.value === 'string' ? el.value : undefined;
    if (shown !== undefined && shown !== values[name]) next = { ...next, [name]: shown };
  }
  return next;
}
