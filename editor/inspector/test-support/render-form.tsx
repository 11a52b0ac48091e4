import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { getDefaultStore, Provider } from 'jotai';
import type { JSONSchema } from 'json-schema-to-ts';
import { useState } from 'react';
import { vi } from 'vitest';
import { SchemaForm } from '../SchemaForm.client';

export const TEST_ID_PREFIX = 'inspector';

interface FormError {
  path: string;
  message: string;
}

interface HarnessProps {
  schema: JSONSchema;
  initial: Record<string, unknown>;
  errors: readonly FormError[];
  onChange: (next: Record<string, unknown>, pointer: string) => void;
}

function Harness({ schema, initial, errors: shown, onChange }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <SchemaForm
      schema={schema}
      value={value}
      errors={shown}
      idPrefix={TEST_ID_PREFIX}
      onChange={(next, pointer) => {
        setValue(next);
        onChange(next, pointer);
      }}
    />
  );
}

/**
 * Mounts a SchemaForm that keeps its own value, as the editor does, and
 * records every onChange call; `showErrors` feeds new validation results in.
 * Fields that read the site (a link's page list) read `store`, an editor store.
 */
export function renderForm(schema: JSONSchema, initial: Record<string, unknown> = {}, errors: readonly FormError[] = [], store = getDefaultStore()) {
  const onChange = vi.fn<(next: Record<string, unknown>, pointer: string) => void>();
  const wrap = (shown: readonly FormError[]) => (
    <Provider store={store}>
      <MantineProvider env="test">
        <Harness schema={schema} initial={initial} errors={shown} onChange={onChange} />
      </MantineProvider>
    </Provider>
  );
  const result = render(wrap(errors));
  return {
    ...result,
    onChange,
    /** The value and pointer of the latest change. */
    lastChange: () => {
      const call = onChange.mock.lastCall;
      if (!call) throw new Error('The form has not changed');
      return { value: call[0], pointer: call[1] };
    },
    showErrors: (next: readonly FormError[]) => result.rerender(wrap(next)),
  };
}
