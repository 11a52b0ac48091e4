import { Anchor, Group } from '../../runtime/render/ui';
import type { SiteContext } from '../../runtime/block-types';
import type { BlogCategory } from '../../runtime/rules/blog-posts';
import { allPostsHref, categoryHref } from '../kit/blog/post-links';

interface CategoryLinksProps {
  site: SiteContext;
  categories: BlogCategory[];
  /** The category listed; none when every post is. */
  current?: BlogCategory;
  label: string;
  allPostsLabel: string;
}

/** All posts and each category, the one shown marked as the current page; links only to the pages the site has. */
export function CategoryLinks({ site, categories, current, label, allPostsLabel }: CategoryLinksProps) {
  const links = [
    ...(allPostsHref(site) ? [{ key: '', label: allPostsLabel, href: allPostsHref(site)!, isCurrent: !current }] : []),
    ...categories.flatMap((category) => {
      const href = categoryHref(site, category);
      return href ? [{ key: category.slug, label: category.name, href, isCurrent: current?.slug === category.slug }] : [];
    }),
  ];
  if (links.length < 2) return null;
  return (
    <nav aria-label={label}>
      <Group component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
        {links.map((link) => (
          <li key={link.key}>
            <Anchor href={link.href} aria-current={link.isCurrent ? 'page' : undefined} fw={link.isCurrent ? 700 : 500} underline={link.isCurrent ? 'always' : 'hover'}>
              {link.label}
            </Anchor>
          </li>
        ))}
      </Group>
    </nav>
  );
}
