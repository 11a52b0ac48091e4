import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { Provider, useAtomValue } from 'jotai';
import { vi } from 'vitest';
import { editorTestDocument } from '../../document/test-support/editor-documents';
import type { SiteDocument } from '../../../schemas/site-document';
import { fieldId } from '../../inspector/field-id';
import { checkStubbedAnswer } from './checked-answers';
import { inspectorIdPrefix } from '../../shell/inspector-fields';
import { createEditorStore, selectionAtom } from '../../state/editor-store';
import { PublishBar } from '../PublishBar.client';
import { useDraftAutosave } from '../use-draft-autosave.client';
import { registry } from '../../../blocks';

export interface StubbedRequest {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status: number; body?: unknown } | Error;

export const SLUG = 'bayside-motors';

/** What the toolbar asks for on its own when it opens (what changed, the schedule, preview links): quiet answers unless a test gives its own. */
function toolbarReads(): Record<string, Answer[]> {
  const path = (what: string) => `/editor/api/sites/${SLUG}/${what}`;
  return {
    [`GET ${path('changes')}`]: [{ status: 200, body: { revision: 3, liveVersion: 2, changes: [] } }],
    [`GET ${path('schedule')}`]: [{ status: 200, body: { schedule: null } }],
    [`GET ${path('previews')}`]: [{ status: 200, body: { links: [] } }],
  };
}

/**
 * Stands in for the editor API in one test: each "METHOD /path" answers from
 * its own list in turn (the last answer repeats), and every request is kept.
 * Every answer is checked against the route's answer schema first. The
 * toolbar's own reads on opening answer quietly unless the test stubs them.
 */
export function stubEditorApi(given: Record<string, Answer[]>) {
  const routes = { ...toolbarReads(), ...given };
  for (const [key, answers] of Object.entries(routes)) {
    const [method, path] = key.split(' ') as [string, string];
    for (const answer of answers) if (!(answer instanceof Error)) checkStubbedAnswer(method, path, answer);
  }
  const requests: StubbedRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    requests.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answers = routes[`${method} ${path}`];
    if (!answers?.length) throw new Error(`No stubbed answer for ${method} ${path}`);
    const answer = answers.length > 1 ? answers.shift()! : answers[0];
    if (answer instanceof Error) throw answer;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { requests, sent: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path) };
}

/** Stands in for the inspector: the selected block's "Show until" input appears once the block is selected. */
function SelectedBlockField() {
  const { blockId } = useAtomValue(selectionAtom);
  if (!blockId) return null;
  const id = fieldId(inspectorIdPrefix.block(blockId), '/expiry');
  return (
    <>
      <label htmlFor={id}>Show until</label>
      <input id={id} />
    </>
  );
}

function Editor({ slug, revision }: { slug: string; revision: number }) {
  useDraftAutosave(slug, { revision, updatedAt: '2026-11-22T00:00:00Z' });
  return (
    <>
      <PublishBar />
      <SelectedBlockField />
    </>
  );
}

/** The toolbar's publishing part over an editor store holding `document`, loaded at draft revision 3. */
export function renderPublishing(document: SiteDocument = editorTestDocument(), revision = 3) {
  const store = createEditorStore(registry, document);
  const view = render(
    <Provider store={store}>
      <MantineProvider env="test">
        <Editor slug={SLUG} revision={revision} />
      </MantineProvider>
    </Provider>,
  );
  return { store, ...view };
}
