import { ActionIcon, TextInput } from '@mantine/core';
import { useRef } from 'react';
import type { FieldProps } from '../field-props';
import { localInputToStored, storedToLocalInput } from '../date-time-text';
import { clearedValue, inputPropsFor } from '../input-props';
import { useIsClient } from '../use-is-client';
import { textOf } from './TextField';

export const LOCAL_TIME_HELP = 'Your local time, like 2026-12-01 09:00.';

function CalendarIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

const PICKER_STYLE = { position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, pointerEvents: 'none', border: 0, padding: 0 } as const;

/**
 * A moment, typed or picked in the marketer's local time and stored as UTC
 * ("2026-06-15T04:30:00Z"). Typed text that is not a moment yet is stored as
 * it is, so the validator's message appears beside it and nothing the
 * marketer typed silently disappears. The calendar button opens the
 * browser's own date and time picker.
 */
export function DateTimeField(props: FieldProps) {
  const { value, pointer, label, actions } = props;
  const isClient = useIsClient();
  const picker = useRef<HTMLInputElement>(null);
  const stored = textOf(value);
  const local = isClient ? storedToLocalInput(stored) : undefined;
  const canPick = isClient && typeof HTMLInputElement.prototype.showPicker === 'function';

  function store(text: string) {
    actions.set(pointer, text.trim() === '' ? clearedValue(props) : (localInputToStored(text) ?? text));
  }

  return (
    <div style={{ position: 'relative' }}>
      <TextInput
        {...inputPropsFor(props, LOCAL_TIME_HELP)}
        autoComplete="off"
        placeholder="YYYY-MM-DD HH:MM"
        value={local ? local.replace('T', ' ') : stored}
        onChange={(event) => store(event.currentTarget.value)}
        rightSectionPointerEvents="auto"
        rightSection={
          canPick ? (
            <ActionIcon variant="subtle" color="gray.8" aria-label={`Pick ${label} from a calendar`} onClick={() => picker.current?.showPicker()}>
              <CalendarIcon />
            </ActionIcon>
          ) : undefined
        }
      />
      {canPick && (
        // The browser's picker, opened by the button; the text input above is the field itself.
        <input
          ref={picker}
          type="datetime-local"
          tabIndex={-1}
          aria-hidden="true"
          style={PICKER_STYLE}
          value={local ?? ''}
          onChange={(event) => event.currentTarget.value && store(event.currentTarget.value)}
        />
      )}
    </div>
  );
}
