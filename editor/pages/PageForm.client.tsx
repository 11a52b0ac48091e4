'use client';

import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { ChangeResult } from '../shell/use-editor-change.client';

export interface PageFields {
  title: string;
  path: string;
}

interface Props {
  initial: PageFields;
  /** Which fields the form asks for. */
  fields: readonly (keyof PageFields)[];
  submitLabel: string;
  /** Applies the change; a refusal comes back and is shown at the form. */
  onSubmit: (fields: PageFields) => ChangeResult;
  onCancel?: () => void;
  idPrefix: string;
}

const FIELD_LABELS: Record<keyof PageFields, { label: string; description?: string }> = {
  title: { label: 'Page title' },
  path: { label: 'Path', description: 'Where the page answers, e.g. /finance or /cars/:slug' },
};

/** Title and/or path of a page; the operation's refusal (a path already taken) shows under the form. */
export function PageForm({ initial, fields, submitLabel, onSubmit, onCancel, idPrefix }: Props) {
  const [values, setValues] = useState(initial);
  const [refusal, setRefusal] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = onSubmit({ title: values.title.trim(), path: values.path.trim() });
    setRefusal(result.ok ? null : result.message);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {fields.map((field) => (
          <TextInput
            key={field}
            id={`${idPrefix}-${field}`}
            label={FIELD_LABELS[field].label}
            description={FIELD_LABELS[field].description}
            value={values[field]}
            required
            error={refusal !== null}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((current) => ({ ...current, [field]: value }));
            }}
          />
        ))}
        {refusal ? (
          <div role="alert" style={{ color: 'var(--mantine-color-red-9)', fontSize: 'var(--mantine-font-size-sm)' }}>
            {refusal}
          </div>
        ) : null}
        <Group gap="xs">
          <Button type="submit" size="compact-sm">
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button type="button" size="compact-sm" variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
