import { errorsAt } from '../field-errors';
import { fieldId } from '../field-id';
import type { FieldProps } from '../field-props';
import { FieldGroup } from './FieldGroup';
import { ObjectProperties } from './ObjectProperties';

/** A nested object: its properties in a fieldset named by its title. */
export function ObjectField({ schema, value, pointer, label, required, errors, idPrefix, actions }: FieldProps) {
  return (
    <FieldGroup id={fieldId(idPrefix, pointer)} legend={label} required={required} description={schema.description} messages={errorsAt(errors, pointer)}>
      <ObjectProperties schema={schema} value={value} pointer={pointer} errors={errors} idPrefix={idPrefix} actions={actions} />
    </FieldGroup>
  );
}
