'use client';

import { Alert, Button, List, Stack, Tabs, Text, Title } from '@mantine/core';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import type { JSONSchema } from 'json-schema-to-ts';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { navigationSchema } from '../../schemas/navigation';
import { pageSchema } from '../../schemas/page';
import { settingsSchema } from '../../schemas/settings';
import type { SiteDocument } from '../../schemas/site-document';
import { themeSchema } from '../../schemas/theme';
import { findPage, updateBlockProps } from '../document/operations';
import { SchemaForm } from '../inspector/SchemaForm.client';
import { documentAtom, selectionAtom } from '../state/editor-store';
import { registryAtom } from '../state/registry';
import { blockErrorsAtom, blockNodeAtom, findingsAtom, selectedBlockIdAtom } from '../state/selectors';
import type { BlockNode } from '../../schemas/block-node';
import { assignChanged, blockErrors, errorsUnder, inspectorIdPrefix, inspectorTabAtom, type InspectorTab, type SiteSection } from './inspector-fields';
import { useEditorChange } from './use-editor-change.client';
import classes from './InspectorPanel.module.css';

/** What the inspector edits of a page: everything but its id and its blocks. */
const { id: _pageId, blocks: _pageBlocks, ...pageFields } = pageSchema.properties;
const pageSettingsSchema = { type: 'object', additionalProperties: false, properties: pageFields } as const satisfies JSONSchema;
const PAGE_FIELD_NAMES = Object.keys(pageFields);

const SECTION_SCHEMAS: Record<SiteSection, JSONSchema> = { settings: settingsSchema, theme: themeSchema, navigation: navigationSchema };
const SECTION_TITLES: Record<SiteSection, string> = { settings: 'Settings', theme: 'Theme', navigation: 'Navigation' };
const SECTION_HINTS: Record<SiteSection, string> = {
  settings: 'The switches that shape this dealer’s site: favourites, finance, trade-in, what stock shows and more.',
  theme: 'Colours, fonts and corners of the whole site.',
  navigation: 'The menus in the header and the links in the footer.',
};

/** Reads only its block and that block's errors, so typing re-renders the form and nothing beside it. */
function BlockInspector({ node }: { node: BlockNode }) {
  const blockId = node.id;
  const ownErrors = useAtomValue(useMemo(() => blockErrorsAtom(blockId), [blockId]));
  const setSelection = useSetAtom(selectionAtom);
  const apply = useEditorChange();
  const definition = useAtomValue(registryAtom).get(node.type);
  const onChange = useCallback(
    (next: Record<string, unknown>, changedPointer: string) => {
      if (!definition) return;
      apply({ label: `Edit ${definition.label}`, coalesceKey: `${blockId}${changedPointer}`, recipe: (draft) => updateBlockProps(draft, blockId, next) });
    },
    [apply, blockId, definition],
  );
  const { props: propErrors, other } = useMemo(() => blockErrors(ownErrors), [ownErrors]);
  return (
    <Stack gap="sm">
      <Button variant="subtle" size="compact-sm" onClick={() => setSelection((current) => ({ ...current, blockId: null }))} style={{ alignSelf: 'flex-start' }}>
        ← Page and site settings
      </Button>
      <Title order={2} size="h5">
        {definition?.label ?? `Unknown block (${node.type})`}
      </Title>
      {definition ? (
        <Text size="sm" c="gray.7">
          {definition.description}
        </Text>
      ) : (
        <Alert color="red" title="Unknown block type">
          There is no block type “{node.type}” any more. Delete this block, or publishing will be refused.
        </Alert>
      )}
      {other.length > 0 ? (
        <Alert color="red" title="This block has problems">
          <List size="sm">
            {other.map((error) => (
              <List.Item key={`${error.path}|${error.message}`}>{error.message}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {definition ? (
        <SchemaForm key={blockId} schema={definition.schema} value={node.props ?? {}} onChange={onChange} errors={propErrors} idPrefix={inspectorIdPrefix.block(blockId)} />
      ) : null}
    </Stack>
  );
}

function PageInspector({ document, pageId }: { document: SiteDocument; pageId: string }) {
  const { errors } = useAtomValue(findingsAtom);
  const apply = useEditorChange();
  const found = findPage(document, pageId);
  const onChange = useCallback(
    (next: Record<string, unknown>, changedPointer: string) => {
      apply({
        label: 'Edit page settings',
        coalesceKey: `page:${pageId}${changedPointer}`,
        recipe: (draft) => {
          const page = findPage(draft, pageId)?.page;
          if (page) assignChanged(page as unknown as Record<string, unknown>, next, PAGE_FIELD_NAMES);
        },
      });
    },
    [apply, pageId],
  );
  if (!found) return <Text size="sm">Choose a page in Pages.</Text>;
  const { id: _id, blocks: _blocks, ...value } = found.page;
  return (
    <SchemaForm
      key={pageId}
      schema={pageSettingsSchema}
      value={value as Record<string, unknown>}
      onChange={onChange}
      errors={errorsUnder(errors, `/pages/${found.index}`)}
      idPrefix={inspectorIdPrefix.page(pageId)}
    />
  );
}

function SectionInspector({ document, section }: { document: SiteDocument; section: SiteSection }) {
  const { errors } = useAtomValue(findingsAtom);
  const apply = useEditorChange();
  const onChange = useCallback(
    (next: Record<string, unknown>, changedPointer: string) => {
      apply({
        label: `Edit ${SECTION_TITLES[section].toLowerCase()}`,
        coalesceKey: `${section}${changedPointer}`,
        recipe: (draft) => {
          const sections = draft as unknown as Record<SiteSection, Record<string, unknown> | undefined>;
          sections[section] ??= {};
          assignChanged(sections[section], next);
        },
      });
    },
    [apply, section],
  );
  const value = ((document as unknown as Record<string, unknown>)[section] ?? {}) as Record<string, unknown>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7">
        {SECTION_HINTS[section]}
      </Text>
      <SchemaForm schema={SECTION_SCHEMAS[section]} value={value} onChange={onChange} errors={errorsUnder(errors, `/${section}`)} idPrefix={inspectorIdPrefix.section(section)} />
    </Stack>
  );
}

/**
 * The right-hand panel: the selected block's fields, generated from its
 * schema; with no block selected, the page's own settings and the site's
 * settings, theme and navigation, through the same forms.
 */
export function InspectorPanel() {
  // A click shows the selection in the outline and the preview at once; the
  // newly selected block's form (the costliest part) is built straight after,
  // in a render that a further click can interrupt. Edits to the same block
  // are never deferred: the field being typed in always shows what was typed.
  const selectedId = useAtomValue(selectedBlockIdAtom);
  const blockId = useDeferredValue(selectedId);
  const node = useAtomValue(useMemo(() => blockNodeAtom(blockId), [blockId]));
  // Until then the form on screen is the previous block's: it takes no input,
  // so a keystroke meant for the newly selected block never edits the old one.
  const catchingUp = blockId !== selectedId;
  return (
    <fieldset disabled={catchingUp} aria-busy={catchingUp || undefined} className={classes.forms}>
      {node ? <BlockInspector node={node} /> : <SiteInspector />}
    </fieldset>
  );
}

/** With no block selected: the page's settings and the site's, in tabs. */
function SiteInspector() {
  const document = useAtomValue(documentAtom);
  const selection = useAtomValue(selectionAtom);
  const [tab, setTab] = useAtom(inspectorTabAtom);
  const page = findPage(document, selection.pageId)?.page;
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7">
        Select a block in the outline or on the page to edit it. With none selected, edit the page and the whole site here.
      </Text>
      <Tabs value={tab} onChange={(next) => setTab((next ?? 'page') as InspectorTab)} keepMounted={false} styles={{ tab: { paddingInline: 'var(--mantine-spacing-xs)' } }}>
        <Tabs.List>
          <Tabs.Tab value="page">Page</Tabs.Tab>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
          <Tabs.Tab value="theme">Theme</Tabs.Tab>
          <Tabs.Tab value="navigation">Navigation</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="page" pt="sm">
          <Title order={2} size="h5" mb="xs">
            {page ? `Page: ${page.title || page.id}` : 'Page'}
          </Title>
          <PageInspector document={document} pageId={selection.pageId} />
        </Tabs.Panel>
        {(['settings', 'theme', 'navigation'] as const).map((section) => (
          <Tabs.Panel key={section} value={section} pt="sm">
            <Title order={2} size="h5" mb="xs">
              {SECTION_TITLES[section]}
            </Title>
            <SectionInspector document={document} section={section} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
