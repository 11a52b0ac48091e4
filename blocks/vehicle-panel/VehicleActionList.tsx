import { Button, Group, Stack, Text } from '../../runtime/render/ui';
import type { SiteContext } from '../../runtime/block-types';
import type { VehicleAction, VehicleActionKind } from '../../runtime/rules/vehicle-actions';
import type { Car } from '../../schemas/entities/car';
import { PhoneReveal } from '../kit/phone-reveal/islands.client';
import { LeadDialogButton } from '../kit/lead-form/islands.client';
import { vehicleLeadForm } from '../kit/lead-form/vehicle-lead-form';
import { BrochureDownload } from '../kit/vehicle/islands.client';
import { phoneRevealRecord } from '../kit/phone-reveal/reveal-record';
import { telHref } from '../kit/site-links/dealer-phones';
import { siteLink } from '../kit/site-links/site-link';
import { phonesAreMasked } from '../../runtime/rules/phone-mask';

export type ActionLabels = Readonly<Record<VehicleActionKind, string>>;

interface VehicleActionListProps {
  actions: readonly VehicleAction[];
  labels: ActionLabels;
  /** Names the list for screen readers. */
  listLabel: string;
  car: Pick<Car, 'id' | 'dealership_id' | 'dealership_slug' | 'location_id' | 'year' | 'make' | 'model' | 'badge' | 'stocknum'>;
  /** The block's id: the dialogs' forms' ids start with it. */
  blockId: string;
  /** The car as the page's heading names it: whose number the reveal button shows. */
  carName: string;
  site: SiteContext;
}

/** The call line: masked until revealed where the dealer has phone reveal on, else a plain call link. */
function CallAction({ phone, label, car, carName, site }: { phone: string; label: string; car: VehicleActionListProps['car']; carName: string; site: SiteContext }) {
  const { settings } = site.document;
  if (!phonesAreMasked(settings)) {
    return (
      <Button component="a" href={telHref(phone)} variant="outline" fullWidth data-action="call">
        {`${label} ${phone}`}
      </Button>
    );
  }
  return (
    <Group gap="sm" wrap="wrap" data-action="call">
      <Text fw={700}>{label}</Text>
      <PhoneReveal phone={phone} label={carName} record={phoneRevealRecord(site, car)} />
    </Group>
  );
}

/** What the enquiry and test-drive dialogs are headed. */
const DIALOG_TITLES = { enquire: 'Enquire about this car', 'test-drive': 'Book a test drive' } as const;

/** The vehicle page's buttons, in the spec's order; the first link stands out. Enquire and test drive open their form in a dialog (spec detail §2). */
export function VehicleActionList({ actions, labels, listLabel, car, carName, site, blockId }: VehicleActionListProps) {
  if (actions.length === 0) return null;
  const firstLink = actions.find((action) => action.kind !== 'call');
  const dialogForms = {
    enquire: vehicleLeadForm(site, car, 'enquiry', `${blockId}-enquire`),
    'test-drive': vehicleLeadForm(site, car, 'test-drive', `${blockId}-test-drive`),
  };
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={listLabel}>
      {actions.map((action) => (
        <li key={action.kind}>
          {action.kind === 'call' ? (
            <CallAction phone={action.phone} label={labels.call} car={car} carName={carName} site={site} />
          ) : (action.kind === 'enquire' || action.kind === 'test-drive') && dialogForms[action.kind] ? (
            <LeadDialogButton
              label={labels[action.kind]}
              href={site.href(action.target)}
              variant={action === firstLink ? 'filled' : 'outline'}
              title={DIALOG_TITLES[action.kind]}
              form={dialogForms[action.kind]!}
              data={{ 'data-action': action.kind }}
            />
          ) : action.kind === 'brochure' ? (
            <BrochureDownload href={site.href(action.target)} fileName={action.target.split('/').at(-1) ?? action.target} label={labels.brochure} />
          ) : (
            <Button component="a" {...siteLink(site, action.target)} variant={action === firstLink ? 'filled' : 'outline'} fullWidth data-action={action.kind}>
              {labels[action.kind]}
            </Button>
          )}
        </li>
      ))}
    </Stack>
  );
}
