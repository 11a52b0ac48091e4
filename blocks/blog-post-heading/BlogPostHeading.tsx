import { Container } from '@mantine/core';
import { Stack, Title } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { EditorNote } from '../../runtime/render/EditorNote';
import { pictureSources } from '../../runtime/render/picture-sources';
import { PostFacts } from '../kit/blog/PostFacts';
import type { BlogPostHeadingProps } from './schema';

export const NOT_A_POST_NOTE = 'This page has no post details (category, date, excerpt), so it is not a blog post and this heading shows nothing.';

/** The post's title, category and date come from the page's own post details, written once for this heading and for the lists. */
export function BlogPostHeading({ props, site }: BlockRenderInput<BlogPostHeadingProps, undefined>) {
  const { post, title } = site.page;
  if (!post) return <EditorNote site={site}>{NOT_A_POST_NOTE}</EditorNote>;
  return (
    <Container size="sm" pt="xl">
      <Stack gap="sm">
        <Title order={1}>{title}</Title>
        <PostFacts site={site} post={post} />
        {props.showImage && post.image && (
          <img
            {...pictureSources(site, post.image.url, '(min-width: 48em) 720px, 100vw', 1280)}
            alt={post.image.alt}
            style={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 'var(--mantine-radius-md)' }}
          />
        )}
      </Stack>
    </Container>
  );
}
