import { Fieldset, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { asSentence } from '../field-words';

interface FieldGroupProps {
  id: string;
  legend: string;
  required?: boolean;
  description?: string;
  /** Problems with the group as a whole (too few items, a missing property). */
  messages: readonly string[];
  children: ReactNode;
}

/**
 * A fieldset for an object, a list or a picture: the legend names the group
 * for screen readers, and the group itself can take focus when an error list
 * links to it.
 */
export function FieldGroup({ id, legend, required, description, messages, children }: FieldGroupProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = messages.length ? `${id}-error` : undefined;
  return (
    <Fieldset
      id={id}
      tabIndex={-1}
      legend={
        <>
          {legend}
          {required && (
            <>
              <span aria-hidden="true"> *</span>
              <VisuallyHidden> (required)</VisuallyHidden>
            </>
          )}
        </>
      }
      aria-describedby={[errorId, descriptionId].filter(Boolean).join(' ') || undefined}
      p="sm"
      miw={0}
    >
      <Stack gap="sm">
        {description && (
          <Text id={descriptionId} size="xs" c="gray.7">
            {description}
          </Text>
        )}
        {errorId && (
          <Text id={errorId} size="sm" c="red.9">
            {messages.map(asSentence).join(' ')}
          </Text>
        )}
        {children}
      </Stack>
    </Fieldset>
  );
}
