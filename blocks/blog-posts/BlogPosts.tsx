import { Container } from '@mantine/core';
import { SimpleGrid, Stack, Text, Title, type TitleOrder } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { CategoryLinks } from './CategoryLinks';
import { listedPosts } from './listed-posts';
import { PostCard } from './PostCard';
import type { BlogPostsProps } from './schema';

/** The posts come from the site document itself, so the block loads nothing. */
export function BlogPosts({ id, props, site }: BlockRenderInput<BlogPostsProps, undefined>) {
  const { posts, category, categories } = listedPosts(site, props);
  const headingId = `${id}-heading`;
  const heading = props.heading.replaceAll('{category}', category?.name ?? '').trim();
  return (
    <Container component="section" aria-labelledby={headingId} size="lg" py="xl">
      <Stack gap="lg">
        <Title id={headingId} order={props.headingLevel as TitleOrder}>
          {heading}
        </Title>
        {props.showCategories && <CategoryLinks site={site} categories={categories} current={category} label={props.categoriesLabel} allPostsLabel={props.allPostsLabel} />}
        {posts.length === 0 ? (
          <Text>{props.emptyText}</Text>
        ) : (
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="xl" m={0} p={0} style={{ listStyle: 'none' }}>
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard site={site} post={post} headingOrder={(props.headingLevel + 1) as TitleOrder} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
