import type { TradeInAnswer } from '../../../schemas/api/trade-ins';
import { adfInterestOf, adfStatusOf, offersTradeIn } from '../../rules/adf-vehicle';
import { answersOf, type DeliveredLead, FORM_TITLES, type LeadVehicle, otherAnswerLines, pageAddressOf } from './delivered-lead';
import { adjustmentAnswerLines, offerPriceOf, registrationOf, valuationWords } from './trade-in-facts';
import { writeXml, type XmlElement } from './xml-text';

/** ADF's <provider>: who sent the lead on (the platform), as opposed to <vendor>, the dealership it is for. */
export const LEAD_PROVIDER_NAME = 'Dealer Sites';
/** Cars are priced in Australian dollars and their odometers read in kilometres. */
const CURRENCY = 'AUD';
const ODOMETER_UNITS = 'km';

const text = (name: string, value: string | number | undefined, attributes?: XmlElement['attributes']): XmlElement | undefined =>
  value === undefined || value === '' ? undefined : { name, attributes, children: [String(value)] };

/** ADF 1.0 requires year, make and model in every vehicle; a lead with no car leaves them empty rather than invent one. */
function vehicleElement(delivered: DeliveredLead, vehicle: LeadVehicle | undefined): XmlElement {
  const interest = adfInterestOf(delivered.lead.form);
  const status = adfStatusOf(vehicle);
  if (!vehicle) return { name: 'vehicle', attributes: { interest, status }, children: [{ name: 'year' }, { name: 'make' }, { name: 'model' }] };
  return {
    name: 'vehicle',
    attributes: { interest, status },
    // In the order ADF 1.0's DTD lists a vehicle's elements.
    children: [
      text('id', vehicle.id, { sequence: 1, source: LEAD_PROVIDER_NAME }),
      text('year', vehicle.year),
      text('make', vehicle.make),
      text('model', vehicle.model),
      text('vin', vehicle.vin),
      text('stock', vehicle.stocknum),
      text('trim', vehicle.badge),
      text('bodystyle', vehicle.body),
      text('transmission', vehicle.trans),
      text('odometer', vehicle.km, { units: ODOMETER_UNITS }),
      vehicle.colour ? { name: 'colorcombination', children: [text('exteriorcolor', vehicle.colour), text('preference', 1)] } : undefined,
      vehicle.price > 0 ? text('price', vehicle.price, { type: 'asking', currency: CURRENCY }) : undefined,
      text('comments', vehicle.regplate ? `${vehicle.name} (registration ${vehicle.regplate})` : vehicle.name),
    ],
  };
}

/** The shopper's own car, offered in trade on a lead form: all the form knows of it is its registration. */
function answeredTradeInElement(rego: string | undefined): XmlElement {
  return {
    name: 'vehicle',
    attributes: { interest: 'trade-in', status: 'used' },
    children: [{ name: 'year' }, { name: 'make' }, { name: 'model' }, text('comments', rego ? `Registration: ${rego}` : undefined)],
  };
}

/**
 * The shopper's own car from the trade-in journey, as far as it got: what
 * the rego lookup found, the odometer they read, their condition answer,
 * and the valuation as an appraisal price (ADF 1.0's price types: quote,
 * offer, msrp, invoice, call, appraisal, asking) from the valuation's
 * source. ADF has no element for a registration, so it goes in the
 * comments with the other answers; a lookup finds no VIN, so none is sent.
 */
function journeyTradeInElement(tradeIn: TradeInAnswer): XmlElement {
  const car = tradeIn.vehicle;
  const offer = offerPriceOf(tradeIn);
  const registration = registrationOf(tradeIn);
  const comments = [registration && `Registration: ${registration}`, car?.fuel && `Fuel: ${car.fuel}`, ...adjustmentAnswerLines(tradeIn)].filter(Boolean).join('\n');
  return {
    name: 'vehicle',
    attributes: { interest: 'trade-in', status: 'used' },
    // In the order ADF 1.0's DTD lists a vehicle's elements; year, make and model are required, so empty until the lookup finds them.
    children: [
      text('year', car?.year) ?? { name: 'year' },
      text('make', car?.make) ?? { name: 'make' },
      text('model', car?.model) ?? { name: 'model' },
      text('trim', car?.badge),
      text('bodystyle', car?.body),
      text('transmission', car?.transmission),
      text('odometer', tradeIn.kms, { status: 'original', units: ODOMETER_UNITS }),
      text('condition', tradeIn.adjustment_answers?.condition),
      car?.colour ? { name: 'colorcombination', children: [text('exteriorcolor', car.colour)] } : undefined,
      offer === undefined ? undefined : text('price', offer, { type: 'appraisal', currency: CURRENCY, source: tradeIn.valuation?.source }),
      text('pricecomments', valuationWords(tradeIn)),
      text('comments', comments),
    ],
  };
}

/** The lead's trade-in vehicle: the journey's car when the lead is a trade-in's, else the lead form's "trade-in: yes". */
function tradeInElement(delivered: DeliveredLead): XmlElement | undefined {
  if (delivered.tradeIn) return journeyTradeInElement(delivered.tradeIn);
  const answers = answersOf(delivered.lead);
  return offersTradeIn(answers) ? answeredTradeInElement(answers.rego) : undefined;
}

/** A contact form asks first and last name apart; the other forms ask one name, which ADF calls the full name. */
function nameElements(name: string | undefined, lastName: string | undefined): XmlElement[] {
  if (lastName) return [text('name', name, { part: 'first' }), text('name', lastName, { part: 'last' })].filter((element) => element !== undefined);
  return [{ name: 'name', attributes: { part: 'full' }, children: [name ?? ''] }];
}

function customerElement(delivered: DeliveredLead): XmlElement {
  const answers = answersOf(delivered.lead);
  const comments = [answers.message, ...otherAnswerLines(delivered.lead)].filter((line) => line !== undefined && line !== '').join('\n');
  return {
    name: 'customer',
    children: [
      {
        name: 'contact',
        attributes: { primarycontact: 1 },
        children: [
          ...nameElements(answers.name, answers.last_name),
          text('email', answers.email),
          text('phone', answers.phone, { type: 'voice' }),
          answers.postcode ? { name: 'address', children: [text('postalcode', answers.postcode)] } : undefined,
        ],
      },
      text('comments', comments),
    ],
  };
}

/**
 * One lead as an ADF 1.0 document (the auto-lead data format dealer CRMs
 * import): the car and what the shopper wants with it, their own car when
 * they offer it in trade, the shopper's contact details and message, the
 * dealership (vendor) and the platform (provider). Every value is escaped;
 * the result is well-formed XML whatever the shopper typed.
 */
export function leadAsAdf(delivered: DeliveredLead): string {
  const { lead, dealer, vehicle } = delivered;
  const answers = answersOf(lead);
  const dealershipSlug = answers.dealership_slug ?? vehicle?.dealership_slug;
  const tradeIn = tradeInElement(delivered);
  const prospect: XmlElement = {
    name: 'prospect',
    children: [
      text('id', lead.id, { sequence: 1, source: LEAD_PROVIDER_NAME }),
      text('requestdate', new Date(lead.created_at).toISOString()),
      // ADF needs one vehicle at least: a lead about no car of the stock names only the shopper's own, when it has one.
      vehicle || !tradeIn ? vehicleElement(delivered, vehicle) : undefined,
      tradeIn,
      customerElement(delivered),
      {
        name: 'vendor',
        children: [
          text('id', dealershipSlug, { sequence: 1, source: 'dealership' }),
          text('vendorname', dealer.name),
          text('url', dealer.siteAddress),
          { name: 'contact', children: [text('name', dealer.name, { part: 'full' })] },
        ],
      },
      {
        name: 'provider',
        children: [text('name', LEAD_PROVIDER_NAME, { part: 'full' }), text('service', FORM_TITLES[lead.form]), text('url', pageAddressOf(delivered))],
      },
    ],
  };
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<?adf version="1.0"?>', writeXml({ name: 'adf', children: [prospect] }), ''].join('\n');
}
