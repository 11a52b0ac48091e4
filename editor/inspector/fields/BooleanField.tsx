import { Switch } from '@mantine/core';
import { errorsAt } from '../field-errors';
import type { FieldProps } from '../field-props';
import { fieldId } from '../field-id';
import { errorText } from '../input-props';

/** On or off; unset shows the schema's default, which is what the site uses. */
export function BooleanField({ schema, value, pointer, label, errors, idPrefix, actions }: FieldProps) {
  const error = errorText(errorsAt(errors, pointer));
  const checked = typeof value === 'boolean' ? value : schema.default === true;
  const id = fieldId(idPrefix, pointer);
  // Mantine puts the description inside the <label>; naming the switch by the label text alone keeps the help out of its name.
  return (
    <Switch
      id={id}
      label={<span id={`${id}-label`}>{label}</span>}
      aria-labelledby={`${id}-label`}
      description={schema.description}
      error={error}
      aria-invalid={error ? true : undefined}
      checked={checked}
      onChange={(event) => actions.set(pointer, event.currentTarget.checked)}
    />
  );
}
