import { useQuery } from '@tanstack/react-query';
import type { MarketValueRange } from '#domain/motor/market-value';
import type { VehicleTypeCode } from '#domain/motor/vehicle-types';
import { apiClient } from '#web/api/client';

// GET {sys}/v1/vehicle/market_value?type=&make=&model=&year=: the typical market value range of a model
// and year (decision 031), null without a reference value. Asked once the three are chosen; a failure
// only leaves the range out, as the form works without it.

export interface MarketValueVehicle {
  vehicleType: VehicleTypeCode;
  make: string;
  model: string;
  year: string;
}

export const useMarketValueRange = ({ vehicleType, make, model, year }: MarketValueVehicle) =>
  useQuery({
    queryKey: ['motor', 'reference', '/v1/vehicle/market_value', vehicleType, make, model, year],
    queryFn: ({ signal }) =>
      apiClient().request<MarketValueRange | null>({
        host: 'sys',
        path: '/v1/vehicle/market_value',
        query: { type: vehicleType, make, model, year },
        signal,
      }),
    enabled: make !== '' && model !== '' && /^\d{4}$/.test(year),
    staleTime: Infinity,
  });
