import { Anchor, Group, Text } from '../../../runtime/render/ui';
import type { SiteContext } from '../../../runtime/block-types';
import { formatDayMonthYear } from '../../../runtime/rules/australian-date';
import { categoryOfPost } from '../../../runtime/rules/blog-posts';
import type { BlogPost } from '../../../schemas/blog-post';
import { categoryHref } from './post-links';

/** A post's category and the day it was published, as a list and a post's own page show them. */
export function PostFacts({ site, post }: { site: SiteContext; post: BlogPost }) {
  const category = categoryOfPost(post);
  const href = categoryHref(site, category);
  return (
    <Group gap="xs" fz="sm" c="gray.7">
      {href ? (
        <Anchor href={href} fz="sm" fw={600} underline="always">
          {category.name}
        </Anchor>
      ) : (
        <Text component="span" fz="sm" fw={600}>
          {category.name}
        </Text>
      )}
      <Text component="span" fz="sm" aria-hidden>
        ·
      </Text>
      {/* A calendar day, read at midnight UTC so no time zone moves it. */}
      <time dateTime={post.published}>{formatDayMonthYear(new Date(`${post.published}T00:00:00Z`))}</time>
    </Group>
  );
}
