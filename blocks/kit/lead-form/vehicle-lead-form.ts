import type { SiteContext } from '../../../runtime/block-types';
import { carTitle } from '../../../runtime/render/car-title';
import { vehicleLeadMessage } from '../../../runtime/rules/vehicle-lead-message';
import type { Car } from '../../../schemas/entities/car';
import { enquiryFormRules, leadFormLayout } from './layout';
import { enquiryFormDefaults } from './lead-form-props';
import type { SendLeadFormProps } from './SendLeadForm.client';
import { siteLeadFormProps } from './site-lead-form';

export type VehicleLeadForm = Omit<SendLeadFormProps, 'navigate'>;

/**
 * The enquiry or test-drive form about one car, as the vehicle page's
 * dialog shows it (spec detail §2: "Enquiry and test-drive forms open as
 * pop-ups"), carrying the spec's defaults: the car (its id and dealership)
 * and a message naming it. Undefined where the dealer asks every form for a
 * location: the dialog has no locations to offer, so the button goes to the
 * form's own page instead.
 */
export function vehicleLeadForm(
  site: SiteContext,
  car: Pick<Car, 'id' | 'dealership_slug' | 'location_id' | 'year' | 'make' | 'model' | 'badge' | 'stocknum'>,
  form: 'enquiry' | 'test-drive',
  id: string,
): VehicleLeadForm | undefined {
  const props = { ...enquiryFormDefaults, form, askCategory: false };
  const rules = enquiryFormRules(props, site.document);
  if (rules.locationShown) return undefined;
  return {
    id,
    layout: leadFormLayout(props, rules, car, []),
    rules,
    car: { id: car.id, dealership_slug: car.dealership_slug },
    ...siteLeadFormProps(site),
    submitLabel: form === 'test-drive' ? 'Book my test drive' : 'Send enquiry',
    errorHeadingOrder: 3,
    startingMessage: vehicleLeadMessage(form, carTitle(car), car.stocknum),
  };
}
