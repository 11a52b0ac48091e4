import { Group, Image, Stack, TextInput } from '@mantine/core';
import { errorsAt } from '../field-errors';
import { fieldId } from '../field-id';
import type { FieldProps } from '../field-props';
import { fieldTitle } from '../field-words';
import { childPointer } from '../json-pointer';
import { errorText, helpText } from '../input-props';
import { FieldGroup } from './FieldGroup';
import { textOf } from './TextField';

/** Addresses a browser can load for the preview: the site's own paths and https. */
function previewable(url: string): boolean {
  return /^(\/[^/]|https:\/\/)/.test(url);
}

/**
 * A picture: its address, its description for screen readers and a small
 * preview. Emptying both removes an optional picture altogether, so the
 * block does not keep an image without an address.
 */
export function ImageField({ schema, value, pointer, label, required, errors, idPrefix, actions }: FieldProps) {
  const image = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const url = textOf(image.url);
  const alt = textOf(image.alt);
  const urlSchema = schema.properties?.url ?? {};
  const altSchema = schema.properties?.alt;
  const urlPointer = childPointer(pointer, 'url');
  const altPointer = childPointer(pointer, 'alt');

  function change(key: 'url' | 'alt', text: string) {
    const next: Record<string, unknown> = { ...image, [key]: text };
    const empty = !next.url && !next.alt;
    actions.set(pointer, empty && !required ? undefined : next);
  }

  return (
    <FieldGroup id={fieldId(idPrefix, pointer)} legend={label} required={required} description={schema.description} messages={errorsAt(errors, pointer)}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <TextInput
            id={fieldId(idPrefix, urlPointer)}
            label={fieldTitle(urlSchema, 'url')}
            description={helpText(urlSchema.description)}
            // Required once there is a picture: an optional picture not yet given asks for nothing.
            required={(required || value !== undefined) && (schema.required?.includes('url') ?? false)}
            error={errorText(errorsAt(errors, urlPointer))}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https:// or /images/…"
            value={url}
            onChange={(event) => change('url', event.currentTarget.value.trim())}
          />
          {altSchema && (
            <TextInput
              id={fieldId(idPrefix, altPointer)}
              label={fieldTitle(altSchema, 'alt')}
              description={helpText(altSchema.description)}
              error={errorText(errorsAt(errors, altPointer))}
              value={alt}
              onChange={(event) => change('alt', event.currentTarget.value)}
            />
          )}
        </Stack>
        {previewable(url) && (
          // The preview repeats what the fields say, so it is hidden from screen readers.
          <Image src={url} alt="" aria-hidden="true" w={72} h={72} fit="cover" radius="sm" data-testid="image-preview" />
        )}
      </Group>
    </FieldGroup>
  );
}
