import { Anchor, Stack, Text, Title, type TitleOrder } from '../../runtime/render/ui';
import type { SiteContext } from '../../runtime/block-types';
import type { PostPage } from '../../runtime/rules/blog-posts';
import { pictureSources } from '../../runtime/render/picture-sources';
import { PostFacts } from '../kit/blog/PostFacts';

/** One post in the list: its title is the link, so each card has one link to the post and a screen reader hears its name. */
export function PostCard({ site, post, headingOrder }: { site: SiteContext; post: PostPage; headingOrder: TitleOrder }) {
  const { image, excerpt } = post.post;
  return (
    <Stack component="article" gap="xs">
      {image && (
        <img
          {...pictureSources(site, image.url, '(min-width: 62em) 33vw, 100vw', 960)}
          alt={image.alt}
          loading="lazy"
          style={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 'var(--mantine-radius-md)' }}
        />
      )}
      <Title order={headingOrder} fz="lg">
        <Anchor href={site.href(post.path)} c="inherit" underline="hover">
          {post.title}
        </Anchor>
      </Title>
      <PostFacts site={site} post={post.post} />
      <Text>{excerpt}</Text>
    </Stack>
  );
}
