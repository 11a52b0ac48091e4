import { Button, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { errorsAt, errorsUnder } from '../field-errors';
import { fieldId } from '../field-id';
import type { FieldProps } from '../field-props';
import { childPointer } from '../json-pointer';
import { asList, withItemMoved, withoutItem } from '../list-moves';
import { newValueFor } from '../new-value';
import { itemSchemaOf } from '../schema-node';
import { useItemKeys } from '../use-item-keys';
import { ArrayItem } from './ArrayItem';
import { FieldGroup } from './FieldGroup';
import type { ItemAction } from './ItemControls';

/** "Shade 3 of 10" for a list of a fixed length (a palette's shades), else "Button 3". */
function itemLabelOf(schema: FieldProps['schema'], itemTitle: string, index: number): string {
  const fixedLength = schema.maxItems !== undefined && schema.minItems === schema.maxItems;
  return fixedLength ? `${itemTitle} ${index + 1} of ${schema.maxItems}` : `${itemTitle} ${index + 1}`;
}

/** A list of any kind of item: add (with the item's defaults), remove, and move up or down. */
export function ArrayField({ schema, value, pointer, label, required, errors, idPrefix, actions }: FieldProps) {
  const items = asList(value);
  const itemSchema = itemSchemaOf(schema) ?? {};
  const itemTitle = itemSchema.title ?? 'Item';
  const itemKeys = useItemKeys(items.length);
  const groupId = fieldId(idPrefix, pointer);

  const onItemAction = useCallback(
    (action: ItemAction, index: number) => {
      if (action === 'remove') {
        itemKeys.removed(index);
        actions.update(pointer, (list) => withoutItem(asList(list), index));
        // The removed item's buttons are gone: focus the list so keyboard users stay in place.
        document.getElementById(groupId)?.focus();
        return;
      }
      const to = action === 'up' ? index - 1 : index + 1;
      itemKeys.moved(index, to);
      actions.update(pointer, (list) => withItemMoved(asList(list), index, to));
    },
    [itemKeys, actions, pointer, groupId],
  );

  const full = schema.maxItems !== undefined && items.length >= schema.maxItems;
  const addLabel = `Add ${itemTitle.toLowerCase()}`;
  return (
    <FieldGroup id={groupId} legend={label} required={required} description={schema.description} messages={errorsAt(errors, pointer)}>
      {items.length === 0 ? (
        <Text size="sm" c="gray.7">
          None yet.
        </Text>
      ) : (
        <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item, index) => {
            const key = itemKeys.keys[index];
            const itemPointer = childPointer(pointer, index);
            return (
              <ArrayItem
                key={key}
                schema={itemSchema}
                value={item}
                index={index}
                last={index === items.length - 1}
                itemLabel={itemLabelOf(schema, itemTitle, index)}
                arrayPointer={pointer}
                errors={errorsUnder(errors, itemPointer)}
                idPrefix={idPrefix}
                actions={actions}
                onItemAction={onItemAction}
                startOpen={itemKeys.justAdded.has(key)}
              />
            );
          })}
        </Stack>
      )}
      <div>
        <Button
          variant="default"
          disabled={full}
          aria-label={`${addLabel} to ${label}`}
          onClick={() => {
            itemKeys.added();
            actions.update(pointer, (list) => [...asList(list), newValueFor(itemSchema, asList(list))]);
          }}
        >
          {addLabel}
        </Button>
        {full && (
          <Text size="sm" c="gray.7" mt={4}>
            At most {schema.maxItems}.
          </Text>
        )}
      </div>
    </FieldGroup>
  );
}
