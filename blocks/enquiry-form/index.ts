import { defineBlock } from '../../runtime/block-types';
import { EnquiryForm } from './EnquiryForm';
import { type EnquiryFormData, loadEnquiryForm } from './load';
import { enquiryFormDefaults, enquiryFormSchema } from '../kit/lead-form/lead-form-props';

export default defineBlock<typeof enquiryFormSchema, EnquiryFormData>({
  type: 'enquiry-form',
  label: 'Enquiry form',
  category: 'forms',
  description:
    "A lead form: enquiry, test drive booking, contact, finance, careers or photo request. Asks the shopper's name and contact details, the fields you choose, and what your settings require (message, dealership, terms); on a vehicle page the lead is about that car. Sent leads go to the success page.",
  schema: enquiryFormSchema,
  defaults: enquiryFormDefaults,
  load: loadEnquiryForm,
  component: EnquiryForm,
});
