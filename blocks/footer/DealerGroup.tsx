import { Box, Group, Stack, Text } from '../../runtime/render/ui';
import type { SiteContext } from '../../runtime/block-types';
import { phonesAreMasked } from '../../runtime/rules/phone-mask';
import { PhoneReveal } from '../kit/phone-reveal/islands.client';
import { dealerPhones } from '../kit/site-links/dealer-phones';
import { siteLink } from '../kit/site-links/site-link';
import { FooterGroupHeading, FooterLinkList, type FooterLink } from './FooterLinkGroup';
import type { FooterProps } from './schema';
import { FacebookIcon, InstagramIcon } from './social-icons';

/** The group named for the dealer, as the spec's footer has it: pages about the dealer, then how to reach them. */
export function DealerGroup({ site, props }: { site: SiteContext; props: FooterProps }) {
  const { dealer } = site.document;
  const numbers = dealerPhones(dealer.phones, props.phoneLabels);
  const masked = phonesAreMasked(site.document.settings);
  const phones: FooterLink[] = numbers.map((phone) => ({ label: `${phone.label} ${phone.number}`, href: phone.href }));
  const social: FooterLink[] = [
    ...(dealer.social.facebook_url ? [{ label: 'Facebook', ...siteLink(site, dealer.social.facebook_url), icon: <FacebookIcon /> }] : []),
    ...(dealer.social.instagram_url ? [{ label: 'Instagram', ...siteLink(site, dealer.social.instagram_url), icon: <InstagramIcon /> }] : []),
  ];
  const addressLines = props.address
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <div>
      <FooterGroupHeading>{dealer.name}</FooterGroupHeading>
      {props.links.length > 0 && (
        <Box mb="md">
          <FooterLinkList links={props.links.map((link) => ({ label: link.label, ...siteLink(site, link.href) }))} />
        </Box>
      )}
      <Stack component="address" gap="sm" fs="normal">
        {addressLines.length > 0 && (
          <Text fz="sm" c="inherit">
            {addressLines.map((line) => (
              <span key={line} style={{ display: 'block' }}>
                {line}
              </span>
            ))}
          </Text>
        )}
        {numbers.length > 0 &&
          (masked ? (
            // Masked until revealed, as every number on the page is where the dealer turns phone reveal on.
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
              {numbers.map((phone) => (
                <Group component="li" key={phone.kind} gap="xs" wrap="wrap" fz="sm">
                  <span>{phone.label}</span>
                  <PhoneReveal phone={phone.number} label={phone.label} inheritColour />
                </Group>
              ))}
            </Stack>
          ) : (
            <FooterLinkList links={phones} />
          ))}
        {social.length > 0 && <FooterLinkList links={social} />}
      </Stack>
    </div>
  );
}
