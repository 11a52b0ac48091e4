import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorsUnder } from '../field-errors';
import type { FieldProps } from '../field-props';
import { errorText, inputPropsFor } from '../input-props';

export const JSON_HELP = 'Written as JSON.';

function asJson(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value, null, 2);
}

/**
 * The fallback for any shape the inspector has no widget for: the value as
 * JSON, so nothing in a block is ever out of reach. Text that is not JSON
 * yet stays in the box with the parser's message and is not applied.
 */
export function JsonField(props: FieldProps) {
  const { value, pointer, errors, actions } = props;
  const [draft, setDraft] = useState(() => ({ text: asJson(value), value, problem: undefined as string | undefined }));
  // A change from elsewhere (undo, another field) replaces what the box shows.
  if (draft.value !== value) setDraft({ text: asJson(value), value, problem: undefined });

  const base = inputPropsFor(props, JSON_HELP);
  const messages = errorsUnder(errors, pointer).map((error) => (error.path === pointer ? error.message : `${error.path.slice(pointer.length)} ${error.message}`));
  return (
    <Textarea
      {...base}
      error={draft.problem ?? errorText(messages)}
      rows={6}
      resize="vertical"
      spellCheck={false}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      wrapperProps={{ 'data-field-kind': 'json' }}
      value={draft.text}
      onChange={(event) => {
        const text = event.currentTarget.value;
        if (text.trim() === '') {
          setDraft({ text, value: undefined, problem: undefined });
          actions.set(pointer, undefined);
          return;
        }
        try {
          const parsed: unknown = JSON.parse(text);
          setDraft({ text, value: parsed, problem: undefined });
          actions.set(pointer, parsed);
        } catch (error) {
          setDraft({ text, value, problem: `Not valid JSON: ${(error as Error).message}` });
        }
      }}
    />
  );
}
