import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import type { SiteDocument } from '../../../schemas/site-document';
import { editorTestDocument } from '../../document/test-support/editor-documents';
import { EditorDndContext } from '../../outline/EditorDndContext.client';
import { createEditorStore } from '../../state/editor-store';
import { registry } from '../../../blocks';

/** Mounts part of the editor over its own store holding `document`, inside the drag-and-drop context. */
export function renderEditor(ui: ReactNode, document: SiteDocument = editorTestDocument()) {
  const store = createEditorStore(registry, document);
  const result = render(
    <Provider store={store}>
      <MantineProvider>
        <EditorDndContext>{ui}</EditorDndContext>
      </MantineProvider>
    </Provider>,
  );
  return { ...result, store };
}
