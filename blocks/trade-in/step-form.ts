import { useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { RequestError } from '../../schemas/api/request-errors';
import type { FormProblem } from '../kit/forms/FormErrorList';
import { problemsOf, type StepProblem } from './step-checks';
import type { TradeInField } from './words';

type FieldErrors = Record<string, { type: string; message: string }>;

/** Problems as react-hook-form holds them: each on its field; any the step has no field for under `root`. */
function errorsOf(problems: readonly StepProblem[]): FieldErrors {
  const errors: FieldErrors = {};
  const elsewhere: string[] = [];
  for (const problem of problems) {
    if (problem.field) errors[problem.field] ??= { type: 'step', message: problem.sentence };
    else elsewhere.push(problem.sentence);
  }
  if (elsewhere.length > 0) errors.root = { type: 'step', message: elsewhere.join('; ') };
  return errors;
}

/**
 * One step's form: react-hook-form whose resolver is the step's check (the
 * request it will send, checked as the server checks it). A failed submit,
 * the form's own check or the server's 400, moves focus to the list of what
 * to fix ("Please fix the following errors:"), in the order the fields show.
 */
export function useStepForm<Values extends FieldValues, Request>(
  id: string,
  fields: readonly TradeInField[],
  defaultValues: DefaultValues<Values>,
  check: (values: Values) => { request: Request; problems: StepProblem[] },
) {
  const [resolver] = useState<Resolver<Values, unknown, Request>>(() => async (values: Values) => {
    const { request, problems } = check(values);
    return problems.length === 0 ? { values: request, errors: {} } : { values: {}, errors: errorsOf(problems) as never };
  });
  const form = useForm<Values, unknown, Request>({
    resolver,
    defaultValues,
    // Checked again on submit only: checking as each field is left would take the list away under the shopper's finger as they tap the button.
    reValidateMode: 'onSubmit',
    // Focus goes to the list instead.
    shouldFocusError: false,
  });
  const errorList = useRef<HTMLDivElement>(null);
  // Set by a failed submit; the list is focused in the first render that shows it (react-hook-form publishes the errors after its onInvalid callback).
  const focusList = useRef(false);
  const [, setRefusals] = useState(0);

  useEffect(() => {
    if (focusList.current && errorList.current) {
      focusList.current = false;
      errorList.current.focus();
    }
  });
  const refuse = () => {
    focusList.current = true;
    setRefusals((count) => count + 1);
  };

  const fieldId = (field: string) => `${id}-${field}`;
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const problems: FormProblem[] = [
    ...fields.flatMap((field) => {
      const sentence = errors[field]?.message;
      return sentence ? [{ fieldId: fieldId(field), sentence }] : [];
    }),
    ...(errors.root?.message ? [{ sentence: errors.root.message }] : []),
  ];

  return {
    form,
    errorList,
    problems,
    fieldId,
    errorOf: (field: TradeInField) => errors[field]?.message,
    /** The submit handler: `send` runs with the checked request; a failed check shows the list. */
    onSubmit: (send: (request: Request) => Promise<void>) => form.handleSubmit(send, refuse),
    /** The server's 400: each field it names shows its words, and focus goes to the list. */
    showRefusal(refused: RequestError['fields']) {
      for (const [field, error] of Object.entries(errorsOf(problemsOf(refused)))) form.setError(field as never, error);
      refuse();
    },
  };
}
