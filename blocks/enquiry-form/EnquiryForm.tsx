import { Box, Stack, Text, Title, type TitleOrder } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { SendLeadForm } from '../kit/lead-form/islands.client';
import { enquiryFormRules, leadFormLayout } from '../kit/lead-form/layout';
import { siteLeadFormProps } from '../kit/lead-form/site-lead-form';
import type { EnquiryFormData } from './load';
import { type EnquiryFormProps, enquiryFormDefaults } from '../kit/lead-form/lead-form-props';

/**
 * One of the spec's lead forms (detail §3, §5): which fields it asks is
 * decided here, from the marketer's props and the dealer's rules; the form
 * itself runs in the browser. On a vehicle page the lead is about its car.
 */
export function EnquiryForm({ id, props, data, site }: BlockRenderInput<EnquiryFormProps, EnquiryFormData>) {
  const rules = enquiryFormRules(props, site.document);
  // On its vehicle page, the page's car; elsewhere the car the address names (/enquiry?car_id=…), when it is one of this site's.
  const car = site.car ?? data?.car;
  // The address's preferredDealership, else on a location's contact page (/contact-us/{locationSlug}) that location.
  const preferred = [site.searchParams.preferredDealership].flat()[0] ?? (site.location ? String(site.location.id) : undefined);
  const layout = leadFormLayout(props, rules, car, data?.locations ?? [], preferred);
  const headingLevel = props.headingLevel ?? enquiryFormDefaults.headingLevel;
  const headingId = `${id}-heading`;
  return (
    // The block's id is the section's, so a link can land on the form (the finance route's #finance-form).
    <Box component="section" id={id} aria-labelledby={headingId} py="xl" px="md" maw={640} mx="auto">
      <Stack gap="md">
        <Title id={headingId} order={headingLevel}>
          {props.heading}
        </Title>
        {props.intro && <Text>{props.intro}</Text>}
        {car && !site.car ? <Text fw={600}>{`About: ${car.name}`}</Text> : null}
        <SendLeadForm
          id={id}
          layout={layout}
          rules={rules}
          car={car && { id: car.id, dealership_slug: car.dealership_slug }}
          {...siteLeadFormProps(site)}
          submitLabel={props.submitLabel ?? enquiryFormDefaults.submitLabel}
          errorHeadingOrder={(headingLevel + 1) as TitleOrder}
        />
      </Stack>
    </Box>
  );
}
