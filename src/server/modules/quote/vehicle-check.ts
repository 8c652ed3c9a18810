// The checks of a quote that need the reference lists (style: the server extends the shared schema,
// never copies it): the make, model, fuel type and purpose of use must be ones the form offers for the
// vehicle type. Names come back spelled as the lists spell them.
import type { FieldErrorMap } from '#domain/errors';
import type { FullQuote, ThirdPartyQuote } from '#domain/motor/quote';
import { FieldErrors } from '#server/http/envelope';
import type { QuoteRequest } from '#server/rating/quotations';
import { requestOf } from '#server/rating/quotations';
import type { VehicleCatalogue } from '../reference/catalogue';

export const VEHICLE_MESSAGES = {
  make: /*i18n*/ 'Choose a make from the list',
  model: /*i18n*/ 'Choose a model of this make from the list',
  fuelType: /*i18n*/ 'Choose a fuel type from the list',
  purposeOfUse: /*i18n*/ 'Choose a purpose of use from the list',
} as const;

/** The vehicle of a quote as sent, checked and named as the lists name it, without the sale's fields. */
export function checkVehicle(catalogue: VehicleCatalogue, sent: FullQuote | ThirdPartyQuote): QuoteRequest {
  const { channel: _channel, promo: _promo, ...vehicle } = sent;
  const errors: FieldErrorMap = {};
  const type = vehicle.vehicle_type;
  const make = catalogue.make(type, vehicle.vehicle_make);
  const model = make && catalogue.model(type, make, vehicle.vehicle_model);
  const usage = catalogue.option('usage', type, vehicle.purpose_of_use);
  if (make === undefined) errors.vehicle_make = [VEHICLE_MESSAGES.make];
  else if (model === undefined) errors.vehicle_model = [VEHICLE_MESSAGES.model];
  if (usage === undefined) errors.purpose_of_use = [VEHICLE_MESSAGES.purposeOfUse];
  const named = { vehicle_make: make, vehicle_model: model, purpose_of_use: usage };
  // Full insurance always has a fuel type; third party only where it was given (an electric vehicle).
  if (vehicle.fuel_type !== undefined) {
    const fuel = catalogue.option('fuel_type', type, vehicle.fuel_type);
    if (fuel === undefined) errors.fuel_type = [VEHICLE_MESSAGES.fuelType];
    Object.assign(named, { fuel_type: fuel });
  }
  if (make === undefined || model === undefined || usage === undefined || Object.keys(errors).length > 0)
    throw new FieldErrors(errors);
  return requestOf(Object.assign(vehicle, named));
}
