import { useWatch } from 'react-hook-form';
import type { VehicleTypeCode } from '#domain/motor/vehicle-types';
import { MarketValueField } from '#web/components/form/market-value-field';
import { useMarketValueRange } from '../api/get-market-value';

/** The market value with the typical range for the make, model and year chosen above it. */
export function QuoteMarketValueField({ vehicleType }: { vehicleType: VehicleTypeCode }) {
  const [make, model, year] = useWatch({
    name: ['vehicle_make', 'vehicle_model', 'manufacture_year'],
  }) as [string, string, string];
  const { data: range } = useMarketValueRange({ vehicleType, make, model, year });
  return <MarketValueField range={range} vehicle={`${year} ${make} ${model}`} />;
}
