import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { memo, useState } from 'react';
import { errorsAt, errorsUnder, sameErrors, type FieldError } from '../field-errors';
import { fieldId } from '../field-id';
import type { FieldProps, FormActions } from '../field-props';
import { childPointer } from '../json-pointer';
import { newValueFor } from '../new-value';
import type { SchemaNode } from '../schema-node';
import { SchemaField } from '../SchemaField';
import { useItemKeys } from '../use-item-keys';
import { errorText } from '../input-props';
import { FieldGroup } from './FieldGroup';

export const NAME_TAKEN = 'Another entry already has this name.';
export const NAME_EMPTY = 'Give the entry a name.';

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A name no entry has yet: new, new2, new3… (letters and digits only, which suits name patterns like the palette's). */
function unusedName(record: Record<string, unknown>): string {
  let n = 1;
  while (`new${n === 1 ? '' : n}` in record) n++;
  return `new${n === 1 ? '' : n}`;
}

interface RecordEntryProps {
  name: string;
  value: unknown;
  valueSchema: SchemaNode;
  recordLabel: string;
  recordPointer: string;
  errors: readonly FieldError[];
  idPrefix: string;
  actions: FormActions;
}

function RecordEntryView({ name, value, valueSchema, recordLabel, recordPointer, errors, idPrefix, actions }: RecordEntryProps) {
  const [draftName, setDraftName] = useState(name);
  const [nameProblem, setNameProblem] = useState<string>();
  const [shownName, setShownName] = useState(name);
  // Renamed from elsewhere (undo): show the entry's real name again.
  if (shownName !== name) {
    setShownName(name);
    setDraftName(name);
    setNameProblem(undefined);
  }
  const pointer = childPointer(recordPointer, name);
  const nameId = `${fieldId(idPrefix, pointer)}-name`;

  function rename(next: string) {
    setDraftName(next);
    if (next === name) return setNameProblem(undefined);
    let problem: string | undefined;
    actions.update(recordPointer, (current) => {
      const record = asRecord(current);
      if (!next) problem = NAME_EMPTY;
      else if (next in record) problem = NAME_TAKEN;
      if (problem) return current;
      // Rebuilt in the same order, so renaming does not move the entry.
      return Object.fromEntries(Object.entries(record).map(([key, entry]) => (key === name ? [next, entry] : [key, entry])));
    });
    setNameProblem(problem);
  }

  function remove() {
    actions.update(recordPointer, (current) => Object.fromEntries(Object.entries(asRecord(current)).filter(([key]) => key !== name)));
  }

  return (
    <Paper component="li" withBorder p="xs" radius="sm">
      <Stack gap="sm">
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            id={nameId}
            label="Name"
            style={{ flex: 1, minWidth: 0 }}
            required
            value={draftName}
            error={nameProblem ?? errorText(errorsAt(errors, pointer))}
            onChange={(event) => rename(event.currentTarget.value.trim())}
          />
          <ActionIcon variant="default" size="lg" aria-label={`Remove ${name} from ${recordLabel}`} onClick={remove}>
            <span aria-hidden="true">✕</span>
          </ActionIcon>
        </Group>
        <SchemaField schema={valueSchema} value={value} pointer={pointer} label={`${recordLabel}: ${name}`} required errors={errors} idPrefix={idPrefix} actions={actions} />
      </Stack>
    </Paper>
  );
}

const RecordEntry = memo(
  RecordEntryView,
  (a, b) =>
    a.name === b.name &&
    a.value === b.value &&
    a.valueSchema === b.valueSchema &&
    a.recordLabel === b.recordLabel &&
    a.recordPointer === b.recordPointer &&
    a.idPrefix === b.idPrefix &&
    a.actions === b.actions &&
    sameErrors(a.errors, b.errors),
);

/** A map from names the dealer chooses to values of one shape (the theme's palette: name → ten colours). */
export function RecordField({ schema, value, pointer, label, required, errors, idPrefix, actions }: FieldProps) {
  const record = asRecord(value);
  const entries = Object.entries(record);
  const valueSchema = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
  const itemKeys = useItemKeys(entries.length);
  return (
    <FieldGroup id={fieldId(idPrefix, pointer)} legend={label} required={required} description={schema.description} messages={errorsAt(errors, pointer)}>
      {entries.length === 0 ? (
        <Text size="sm" c="gray.7">
          None yet.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {entries.map(([name, entry], index) => (
            <RecordEntry
              key={itemKeys.keys[index]}
              name={name}
              value={entry}
              valueSchema={valueSchema}
              recordLabel={label}
              recordPointer={pointer}
              errors={errorsUnder(errors, childPointer(pointer, name))}
              idPrefix={idPrefix}
              actions={actions}
            />
          ))}
        </Stack>
      )}
      <div>
        <Button
          variant="default"
          aria-label={`Add an entry to ${label}`}
          onClick={() =>
            actions.update(pointer, (current) => {
              const existing = asRecord(current);
              return { ...existing, [unusedName(existing)]: newValueFor(valueSchema) };
            })
          }
        >
          Add an entry
        </Button>
      </div>
    </FieldGroup>
  );
}
