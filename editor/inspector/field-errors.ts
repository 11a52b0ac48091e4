/** A problem at a JSON Pointer relative to the form's value. */
export interface FieldError {
  readonly path: string;
  readonly message: string;
}

export const NO_ERRORS: readonly FieldError[] = [];

function isAtOrUnder(path: string, pointer: string): boolean {
  return path === pointer || path.startsWith(`${pointer}/`);
}

/** The errors of one field and everything inside it; the shared empty list when there are none. */
export function errorsUnder(errors: readonly FieldError[], pointer: string): readonly FieldError[] {
  if (errors.length === 0) return NO_ERRORS;
  const under = errors.filter((error) => isAtOrUnder(error.path, pointer));
  return under.length === 0 ? NO_ERRORS : under;
}

export function errorsAt(errors: readonly FieldError[], pointer: string): string[] {
  return errors.filter((error) => error.path === pointer).map((error) => error.message);
}

/** Same problems in the same order: validation runs on every change and returns new arrays. */
export function sameErrors(a: readonly FieldError[], b: readonly FieldError[]): boolean {
  return a === b || (a.length === b.length && a.every((error, i) => error.path === b[i].path && error.message === b[i].message));
}
