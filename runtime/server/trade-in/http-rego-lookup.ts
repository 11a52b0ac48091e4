import { type TradeInVehicle, tradeInVehicleSchema } from '../../../schemas/api/trade-ins';
import { ajv } from '../../../schemas/ajv';
import type { RegoLookup } from './rego-lookup';
import { knownFields, postToService, type ServiceSettings } from './service-answer';

export const HTTP_REGO_LOOKUP_SOURCE = 'Vehicle details from a registration data service';

const validateVehicle = ajv.compile(tradeInVehicleSchema);
const VEHICLE_FIELDS = Object.keys(tradeInVehicleSchema.properties);

/**
 * A vehicle-data service over HTTP (REGO_LOOKUP_URL, REGO_LOOKUP_TOKEN): it
 * gets `POST {rego, regoState}` and answers 200 with the car (make, model,
 * year, and badge, body, colour, fuel, transmission where it knows them), or
 * 404 for a plate it has no car for. Anything else (an error, a timeout, an
 * answer without make, model and year) is "unavailable", logged, and the
 * shopper carries on: the dealer values the car in person.
 */
export function createHttpRegoLookup(settings: ServiceSettings, send: typeof fetch = fetch, log: (message: string) => void = console.error): RegoLookup {
  return {
    kind: 'http',
    source: HTTP_REGO_LOOKUP_SOURCE,
    async lookUp({ rego, regoState }) {
      try {
        const answer = await postToService(settings, { rego, regoState }, send);
        if (answer.status === 404) return { found: false, reason: 'not-found' };
        const vehicle = answer.status === 200 ? knownFields<TradeInVehicle>(answer.body, VEHICLE_FIELDS, validateVehicle) : undefined;
        if (vehicle) return { found: true, vehicle };
        log(`Rego lookup service answered ${answer.status} without a readable car.`);
      } catch (error) {
        log(`Rego lookup service did not answer: ${error instanceof Error ? error.message : String(error)}`);
      }
      return { found: false, reason: 'unavailable' };
    },
  };
}
