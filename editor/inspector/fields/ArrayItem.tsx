import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { memo, useCallback, useState } from 'react';
import { errorsAt, sameErrors, type FieldError } from '../field-errors';
import { errorText } from '../input-props';
import { fieldId } from '../field-id';
import { useRevealWhenFolded } from '../field-reveal';
import { fieldKindOf } from '../field-kind';
import type { FormActions } from '../field-props';
import { childPointer } from '../json-pointer';
import { singleType, type SchemaNode } from '../schema-node';
import { SchemaField } from '../SchemaField';
import { ItemControls, type ItemAction } from './ItemControls';
import { ObjectProperties } from './ObjectProperties';

interface ArrayItemProps {
  schema: SchemaNode;
  value: unknown;
  index: number;
  last: boolean;
  itemLabel: string;
  arrayPointer: string;
  /** The errors at this item and inside it. */
  errors: readonly FieldError[];
  idPrefix: string;
  actions: FormActions;
  onItemAction: (action: ItemAction, index: number) => void;
  startOpen: boolean;
}

/** The first words of an object item ("Browse our stock"), so a closed item can be told apart. */
function summaryOf(schema: SchemaNode, value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const object = value as Record<string, unknown>;
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const text = object[key];
    if (singleType(property) === 'string' && typeof text === 'string' && text.trim()) return text.trim();
  }
  return undefined;
}

function errorCount(count: number): string {
  return count === 1 ? '1 error' : `${count} errors`;
}

function ArrayItemView({ schema, value, index, last, itemLabel, arrayPointer, errors, idPrefix, actions, onItemAction, startOpen }: ArrayItemProps) {
  const pointer = childPointer(arrayPointer, index);
  const [open, setOpen] = useState(startOpen || errors.length > 0);
  const unfold = useCallback(() => setOpen(true), []);
  const isObject = fieldKindOf(schema) === 'object';
  const headerId = fieldId(idPrefix, pointer);
  useRevealWhenFolded(headerId, isObject && !open, unfold);
  const controls = <ItemControls itemLabel={itemLabel} index={index} last={last} onItemAction={onItemAction} />;

  if (!isObject) {
    return (
      <Group component="li" align="flex-end" gap="xs" wrap="nowrap">
        <div style={{ flex: 1, minWidth: 0 }}>
          <SchemaField schema={schema} value={value} pointer={pointer} label={itemLabel} required errors={errors} idPrefix={idPrefix} actions={actions} />
        </div>
        {controls}
      </Group>
    );
  }

  const regionId = `${headerId}-content`;
  const summary = summaryOf(schema, value);
  const ownErrors = errorText(errorsAt(errors, pointer));
  return (
    <Paper component="li" withBorder p="xs" radius="sm">
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <UnstyledButton id={headerId} aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)} style={{ flex: 1, minWidth: 0, minHeight: 34 }}>
          <Group gap="xs" wrap="nowrap">
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                {itemLabel}
              </Text>
              {summary && (
                <Text size="sm" c="gray.7" truncate>
                  {summary}
                </Text>
              )}
            </Stack>
            {!open && errors.length > 0 && (
              <Badge color="red.9" variant="filled" size="sm" style={{ flexShrink: 0 }}>
                {errorCount(errors.length)}
              </Badge>
            )}
          </Group>
        </UnstyledButton>
        {controls}
      </Group>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset inside the inspector's own fieldset would disable with it and draw a second border; the group is named by its header. */}
      <div id={regionId} role="group" aria-labelledby={headerId} hidden={!open}>
        {open && (
          <Stack mt="sm">
            {ownErrors && (
              <Text size="sm" c="red.9">
                {ownErrors}
              </Text>
            )}
            <ObjectProperties schema={schema} value={value} pointer={pointer} errors={errors} idPrefix={idPrefix} actions={actions} />
          </Stack>
        )}
      </div>
    </Paper>
  );
}

/** One list item; an object item folds away under a header with its summary and, while folded, its error count. */
export const ArrayItem = memo(
  ArrayItemView,
  (a, b) =>
    a.schema === b.schema &&
    a.value === b.value &&
    a.index === b.index &&
    a.last === b.last &&
    a.itemLabel === b.itemLabel &&
    a.arrayPointer === b.arrayPointer &&
    a.idPrefix === b.idPrefix &&
    a.actions === b.actions &&
    a.onItemAction === b.onItemAction &&
    sameErrors(a.errors, b.errors),
);
