'use client';

import { Anchor, List, Text } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import type { DocumentError } from '../../schemas/errors';
import type { SiteDocument } from '../../schemas/site-document';
import { errorField, inspectorTabAtom } from '../shell/inspector-fields';
import { documentAtom, selectionAtom } from '../state/editor-store';
import { registryAtom } from '../state/registry';
import { errorWords } from './error-words';
import { focusFieldWhenShown } from './focus-field';

interface DocumentErrorListProps {
  errors: readonly DocumentError[];
  /** The document the paths point into; the editor's own when omitted (an import's errors point into the file). */
  document?: SiteDocument;
  /** Each error links to its field in the inspector; only for errors in the editor's document. */
  linked?: boolean;
  /** Called before going to a field, e.g. to close the drawer the list is in. */
  onGo?: () => void;
}

/** Errors in plain words; in the editor's document each is a link that selects its block or page and focuses its field. */
export function DocumentErrorList({ errors, document, linked = false, onGo }: DocumentErrorListProps) {
  const current = useAtomValue(documentAtom);
  const selection = useAtomValue(selectionAtom);
  const registry = useAtomValue(registryAtom);
  const select = useSetAtom(selectionAtom);
  const showTab = useSetAtom(inspectorTabAtom);
  const doc = document ?? current;
  return (
    <List spacing="xs" size="sm">
      {errors.map((error, index) => {
        const { where, message } = errorWords(registry, doc, error);
        const field = linked ? errorField(doc, error, selection.pageId) : undefined;
        const words = (
          <>
            <Text span fw={600} inherit>
              {where}:
            </Text>{' '}
            {message}
          </>
        );
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: two errors may share a path and a message; the list is rebuilt whole on every check.
          <List.Item key={`${index}:${error.path}:${error.message}`}>
            {field ? (
              <Anchor
                href={`#${field.fieldDomId}`}
                inherit
                onClick={(event) => {
                  event.preventDefault();
                  onGo?.();
                  select(field.selection);
                  if (field.tab) showTab(field.tab);
                  void focusFieldWhenShown(field.fieldDomId);
                }}
              >
                {words}
              </Anchor>
            ) : (
              words
            )}
          </List.Item>
        );
      })}
    </List>
  );
}
