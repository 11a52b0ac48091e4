import type { FieldError } from './field-errors';
import type { SchemaNode } from './schema-node';

/** How a field changes the form's value; one stable object for the whole form. */
export interface FormActions {
  /** Puts `next` at `pointer`; undefined removes an object's key. */
  set(pointer: string, next: unknown): void;
  /** Replaces the value at `pointer` with what `recipe` makes of the current one (list add, remove, move). */
  update(pointer: string, recipe: (current: unknown) => unknown): void;
}

/** What every field widget gets; all of it keeps its identity while the field is untouched. */
export interface FieldProps {
  schema: SchemaNode;
  value: unknown;
  /** JSON Pointer of the value inside the form's value. */
  pointer: string;
  label: string;
  required: boolean;
  /** The errors at this field and inside it. */
  errors: readonly FieldError[];
  idPrefix: string;
  actions: FormActions;
}

export type { FieldError };
