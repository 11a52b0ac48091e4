import { Radio, RadioGroup } from '@mantine/core';
import { Group } from '../../../runtime/render/ui';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { READABLE_ERROR } from './readable-error';

interface ChoiceGroupProps<Values extends FieldValues, Checked> {
  control: Control<Values, unknown, Checked>;
  name: Path<Values>;
  label: string;
  /** The first radio's id, for the error list's link. */
  fieldId: string;
  choices: readonly { value: string; label: string }[];
  /** Shows the asterisk of a question the shopper must answer. */
  required?: boolean;
}

/** A radio group held by react-hook-form; its first radio carries the field's id, for the error list's link. */
export function ChoiceGroup<Values extends FieldValues, Checked>({ control, name, label, fieldId, choices, required }: ChoiceGroupProps<Values, Checked>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RadioGroup label={label} withAsterisk={required} value={String(field.value ?? '')} onChange={field.onChange} error={fieldState.error?.message} styles={READABLE_ERROR}>
          <Group gap="lg" mt="xs">
            {choices.map((choice, index) => (
              <Radio
                key={choice.value}
                value={choice.value}
                label={choice.label}
                id={index === 0 ? fieldId : undefined}
                ref={index === 0 ? field.ref : undefined}
                onBlur={field.onBlur}
                aria-invalid={fieldState.invalid || undefined}
              />
            ))}
          </Group>
        </RadioGroup>
      )}
    />
  );
}
