import { Box, SimpleGrid, Text } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { siteLink } from '../kit/site-links/site-link';
import { DealerGroup } from './DealerGroup';
import { FooterGroupHeading, FooterLinkList } from './FooterLinkGroup';
import type { FooterProps } from './schema';

export function Footer({ props, site }: BlockRenderInput<FooterProps, undefined>) {
  const { dealer, navigation, theme } = site.document;
  const groupCount = navigation.footer.length + (props.showDealerGroup ? 1 : 0);
  // The site's own clock zone must not change the year a page shows, so the year is read in UTC.
  const year = site.now.getUTCFullYear();
  return (
    <Box component="footer" bg={theme.footerBackground} c={theme.footerText}>
      <Box maw={1320} mx="auto" px="md" py="xl">
        {groupCount > 0 && (
          <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(groupCount, 5) }} spacing="xl" mb="xl">
            {navigation.footer.map((group) => (
              <div key={group.title}>
                <FooterGroupHeading>{group.title}</FooterGroupHeading>
                <FooterLinkList links={group.links.map((link) => ({ label: link.label, ...siteLink(site, link.href) }))} />
              </div>
            ))}
            {props.showDealerGroup && <DealerGroup site={site} props={props} />}
          </SimpleGrid>
        )}
        <Text fz="sm" c="inherit">
          © {year} {dealer.name}. {props.copyrightNotice}
        </Text>
      </Box>
    </Box>
  );
}
