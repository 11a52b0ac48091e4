'use client';

import { ActionIcon, Badge, Button, Group, Menu, Modal, Stack, Text, Title } from '@mantine/core';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import type { Page } from '../../schemas/site-document';
import { addPage, deletePage, duplicatePage, renamePage, setPagePath } from '../document/operations';
import { documentAtom, selectionAtom } from '../state/editor-store';
import { findingsAtom } from '../state/selectors';
import { editorNoticeAtom } from '../shell/notice';
import { useEditorChange } from '../shell/use-editor-change.client';
import { PageForm } from './PageForm.client';
import { pageName } from './page-name';
import classes from './PagesPanel.module.css';

type Editing = { pageId: string; what: 'title' | 'path' } | { pageId: null; what: 'new' } | null;

/** The site's pages with their paths: choose one to edit, add, rename, re-path, duplicate or delete. */
export function PagesPanel() {
  const document = useAtomValue(documentAtom);
  const [selection, setSelection] = useAtom(selectionAtom);
  const { errorsByPage } = useAtomValue(findingsAtom);
  const notify = useSetAtom(editorNoticeAtom);
  const apply = useEditorChange();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Page | null>(null);

  function choose(pageId: string) {
    setSelection({ pageId, blockId: null });
  }

  function duplicate(page: Page) {
    let copyId = '';
    const done = apply({
      label: `Duplicate page ${pageName(page)}`,
      recipe: (draft) => {
        copyId = duplicatePage(draft, page.id);
      },
    });
    if (done.ok) {
      choose(copyId);
      notify({ tone: 'info', message: `Duplicated ${pageName(page)}. The copy is selected.` });
    }
  }

  function confirmDelete(page: Page) {
    setDeleting(null);
    const done = apply({ label: `Delete page ${pageName(page)}`, recipe: (draft) => deletePage(draft, page.id) });
    if (done.ok) notify({ tone: 'info', message: `Deleted the page ${pageName(page)}. Undo brings it back.` });
  }

  return (
    <Stack gap="sm">
      <Title order={2} size="h5">
        Pages
      </Title>
      <ul className={classes.list}>
        {document.pages.map((page) => {
          const errors = errorsByPage.get(page.id)?.length ?? 0;
          const current = page.id === selection.pageId;
          return (
            <li key={page.id} className={classes.page} data-selected={current || undefined}>
              <Group gap={4} wrap="nowrap">
                <button type="button" className={classes.choose} aria-current={current ? 'page' : undefined} onClick={() => choose(page.id)}>
                  <span className={classes.title}>{pageName(page)}</span>
                  <code className={classes.path}>{page.path ?? '(from the brand template)'}</code>
                </button>
                {errors > 0 ? (
                  <Badge color="red.9" size="sm" aria-label={`${errors} ${errors === 1 ? 'error' : 'errors'}`}>
                    {errors}
                  </Badge>
                ) : null}
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" color="gray.8" aria-label={`Actions for page ${pageName(page)}`}>
                      <span aria-hidden="true">⋯</span>
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => setEditing({ pageId: page.id, what: 'title' })}>Rename</Menu.Item>
                    <Menu.Item onClick={() => setEditing({ pageId: page.id, what: 'path' })}>Change path</Menu.Item>
                    <Menu.Item onClick={() => duplicate(page)}>Duplicate</Menu.Item>
                    <Menu.Item color="red.9" onClick={() => setDeleting(page)}>
                      Delete
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Group>
              {editing?.pageId === page.id ? (
                <div className={classes.form}>
                  <PageForm
                    idPrefix={`page-${page.id}-${editing.what}`}
                    initial={{ title: page.title ?? '', path: page.path ?? '' }}
                    fields={[editing.what === 'title' ? 'title' : 'path']}
                    submitLabel={editing.what === 'title' ? 'Rename' : 'Change path'}
                    onCancel={() => setEditing(null)}
                    onSubmit={({ title, path }) => {
                      const result =
                        editing.what === 'title'
                          ? apply({ label: `Rename page ${pageName(page)}`, recipe: (draft) => renamePage(draft, page.id, title) }, { showRefusalInline: true })
                          : apply({ label: `Change the path of ${pageName(page)}`, recipe: (draft) => setPagePath(draft, page.id, path) }, { showRefusalInline: true });
                      if (result.ok) setEditing(null);
                      return result;
                    }}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {editing?.what === 'new' ? (
        <section aria-labelledby="new-page-heading" className={classes.form}>
          <Title order={3} size="h6" id="new-page-heading">
            New page
          </Title>
          <PageForm
            idPrefix="new-page"
            initial={{ title: '', path: '/' }}
            fields={['title', 'path']}
            submitLabel="Add page"
            onCancel={() => setEditing(null)}
            onSubmit={({ title, path }) => {
              let pageId = '';
              const result = apply(
                {
                  label: `Add page ${title}`,
                  recipe: (draft) => {
                    pageId = addPage(draft, { title, path });
                  },
                },
                { showRefusalInline: true },
              );
              if (result.ok) {
                setEditing(null);
                choose(pageId);
                notify({ tone: 'info', message: `Added the page ${title} at ${path}.` });
              }
              return result;
            }}
          />
        </section>
      ) : (
        <Button variant="light" onClick={() => setEditing({ pageId: null, what: 'new' })}>
          Add a page
        </Button>
      )}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={deleting ? `Delete the page ${pageName(deleting)}?` : ''}>
        {deleting ? (
          <Stack>
            <Text size="sm">
              The page at <code>{deleting.path}</code> and its {deleting.blocks?.length ?? 0} blocks will go. Undo brings them back until you leave the editor.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                Keep the page
              </Button>
              <Button color="red.9" onClick={() => confirmDelete(deleting)}>
                Delete page
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
