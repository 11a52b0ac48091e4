'use client';

import { registry } from '@/blocks';
import { EditorShell, type EditorShellProps } from '@/editor/shell/EditorShell.client';

/**
 * The editor with this platform's block types. The registry is code (each
 * block's component and schema), so it joins the editor here, on the client
 * side, rather than being passed from the server page.
 */
export function DealerEditor(props: Omit<EditorShellProps, 'registry'>) {
  return <EditorShell registry={registry} {...props} />;
}
