import { Button, Group, Image, Stack, TextInput } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { editorPictureAddress, uploadedPictureId } from '../../../runtime/render/uploaded-picture';
import type { MediaItem } from '../../../schemas/api/media';
import { PicturePicker } from '../../media/PicturePicker';
import { siteSlugAtom } from '../../publishing/site-address';
import { errorsAt } from '../field-errors';
import { fieldId } from '../field-id';
import type { FieldProps } from '../field-props';
import { fieldTitle } from '../field-words';
import { childPointer } from '../json-pointer';
import { errorText, helpText } from '../input-props';
import { singleType } from '../schema-node';
import { FieldGroup } from './FieldGroup';
import { textOf } from './TextField';

/** The thumbnail's width in the inspector, asked of the site's own pictures. */
const PREVIEW_WIDTH = 160;

/**
 * Where the inspector loads a preview from: a library picture from the
 * editor's own address (the site's address may be another host); other site
 * paths and https addresses as written; nothing for what a browser cannot load.
 */
function previewAddress(url: string, slug: string): string | undefined {
  const id = uploadedPictureId(url);
  if (id) return slug ? editorPictureAddress(slug, id, PREVIEW_WIDTH) : undefined;
  return /^(\/[^/]|https:\/\/)/.test(url) ? url : undefined;
}

/**
 * A picture: chosen from the site's pictures (or uploaded there), or its
 * address typed; its description for screen readers and a small preview.
 * Emptying both removes an optional picture altogether, so the block does
 * not keep an image without an address. A picture held as its address alone
 * (the page's sharing picture) has no description here.
 */
export function ImageField({ schema, value, pointer, label, required, errors, idPrefix, actions }: FieldProps) {
  const slug = useAtomValue(siteSlugAtom);
  const [choosing, setChoosing] = useState(false);
  const addressOnly = singleType(schema) === 'string';
  const image = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const url = addressOnly ? textOf(value) : textOf(image.url);
  const alt = textOf(image.alt);
  const urlSchema = (addressOnly ? schema : schema.properties?.url) ?? {};
  const altSchema = addressOnly ? undefined : schema.properties?.alt;
  const urlPointer = addressOnly ? pointer : childPointer(pointer, 'url');
  const altPointer = childPointer(pointer, 'alt');
  const preview = previewAddress(url, slug);

  function change(next: { url?: string; alt?: string }) {
    if (addressOnly) {
      actions.set(pointer, next.url || (required ? '' : undefined));
      return;
    }
    const picture: Record<string, unknown> = { ...image, ...next };
    const empty = !picture.url && !picture.alt;
    actions.set(pointer, empty && !required ? undefined : picture);
  }

  function choose(picture: MediaItem) {
    change(addressOnly ? { url: picture.url } : { url: picture.url, alt: picture.alt });
  }

  return (
    <FieldGroup id={fieldId(idPrefix, pointer)} legend={label} required={required} description={schema.description} messages={addressOnly ? [] : errorsAt(errors, pointer)}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          {slug && (
            <Group gap="xs">
              <Button variant="default" size="xs" onClick={() => setChoosing(true)}>
                Choose picture
              </Button>
            </Group>
          )}
          <TextInput
            // An address alone shares its pointer with the group, whose id it is; the input's differs.
            id={addressOnly ? `${fieldId(idPrefix, pointer)}-address` : fieldId(idPrefix, urlPointer)}
            label={addressOnly ? 'Image address' : fieldTitle(urlSchema, 'url')}
            description={addressOnly ? undefined : helpText(urlSchema.description)}
            // Required once there is a picture: an optional picture not yet given asks for nothing.
            required={(required || value !== undefined) && (addressOnly || (schema.required?.includes('url') ?? false))}
            error={errorText(errorsAt(errors, urlPointer))}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https:// or /images/…"
            value={url}
            onChange={(event) => change({ url: event.currentTarget.value.trim() })}
          />
          {altSchema && (
            <TextInput
              id={fieldId(idPrefix, altPointer)}
              label={fieldTitle(altSchema, 'alt')}
              description={helpText(altSchema.description)}
              error={errorText(errorsAt(errors, altPointer))}
              value={alt}
              onChange={(event) => change({ alt: event.currentTarget.value })}
            />
          )}
        </Stack>
        {preview && (
          // The preview repeats what the fields say, so it is hidden from screen readers.
          <Image src={preview} alt="" aria-hidden="true" w={72} h={72} fit="cover" radius="sm" data-testid="image-preview" />
        )}
      </Group>
      {slug && <PicturePicker slug={slug} opened={choosing} onClose={() => setChoosing(false)} onChoose={choose} />}
    </FieldGroup>
  );
}
