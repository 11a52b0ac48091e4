import { MantineProvider } from '@mantine/core';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { forbidden, notFound, redirect } from 'next/navigation';
import { EditorShell } from '@/editor/shell/EditorShell.client';
import { canEditDealer, currentMarketer } from '@/runtime/server/auth/marketer';
import { loadDraft } from '@/runtime/server/editor/drafts';
import { createBrandTemplatesRepository } from '@/runtime/server/repositories/brand-templates';
import { editorAddressFromEnv } from '@/runtime/tenancy/editor-host';
import type { SiteDocument } from '@/schemas/site-document';
import { platform } from '../../../lib/platform';

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
  const document = draft.document as unknown as SiteDocument;
  // A draft is normally self-contained; one still naming a template is validated over it.
  const template = typeof document.extends === 'string' ? ((await createBrandTemplatesRepository((await platform()).db).document(document.extends)) ?? null) : null;
  return (
    <MantineProvider theme={{ primaryShade: 8 }}>
      <EditorShell
        slug={slug}
        siteName={document.dealer?.name ?? slug}
        draft={{ document, revision: draft.revision, updatedAt: draft.updatedAt }}
        template={template}
        sitesUrl={editorAddressFromEnv()?.sitesUrl ?? ''}
      />
    </MantineProvider>
  );
}
