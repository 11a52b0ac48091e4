import { MantineProvider, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { forbidden, notFound, redirect } from 'next/navigation';
import { canEditDealer, currentMarketer } from '@/runtime/server/auth/marketer';
import { loadDraft } from '@/runtime/server/editor/drafts';
import { createBrandTemplatesRepository } from '@/runtime/server/repositories/brand-templates';
import { editorAddressFromEnv } from '@/runtime/tenancy/editor-host';
import { openInEditor } from '@/runtime/site-document/editable-shape';
import { formatError } from '@/schemas/errors';
import { platform } from '../../../lib/platform';
import { DealerEditor } from './DealerEditor.client';
import { editorTheme } from '@/editor/shell/editor-theme';

export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return { title: `Editor — ${(await props.params).slug}`, robots: { index: false } };
}

/** The editor for one dealer: checks the marketer may edit it, loads the draft, hands it to the client shell. */
export default async function EditSite(props: Props) {
  const { slug } = await props.params;
  const marketer = await currentMarketer(await headers());
  if (!marketer) redirect(`/editor/sign-in?redirect=${encodeURIComponent(`/editor/${slug}`)}`);
  if (!canEditDealer(marketer, slug)) forbidden();
  const draft = await loadDraft(slug);
  if (!draft) notFound();
  const opened = openInEditor(draft.document);
  if (!opened.ok) return <UnopenableDraft slug={slug} problem={formatError(opened.errors[0])} />;
  const { document } = opened;
  // A draft is normally self-contained; one still naming a template is validated over it.
  const template = typeof document.extends === 'string' ? ((await createBrandTemplatesRepository((await platform()).db).document(document.extends)) ?? null) : null;
  return (
    <MantineProvider theme={editorTheme}>
      <DealerEditor
        slug={slug}
        siteName={document.dealer?.name ?? slug}
        draft={{ document, revision: draft.revision, updatedAt: draft.updatedAt }}
        template={template}
        sitesUrl={editorAddressFromEnv()?.sitesUrl ?? ''}
      />
    </MantineProvider>
  );
}

/** A draft stored without the pages and block lists the editor needs (written by hand through the API, or by an old version). */
function UnopenableDraft({ slug, problem }: { slug: string; problem: string }) {
  return (
    <MantineProvider theme={editorTheme}>
      <main style={{ maxWidth: '40rem', margin: '4rem auto', padding: '0 1rem' }}>
        <Title order={1} size="h2">
          This draft cannot be opened
        </Title>
        <Text mt="md">
          The saved draft of {slug} is missing parts every site needs, so the editor cannot show it ({problem}). The live site is not affected. The platform team can restore the
          draft from a published version.
        </Text>
      </main>
    </MantineProvider>
  );
}
