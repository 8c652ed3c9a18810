import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VehicleNumbers, VehicleNumbersFormInput } from '#domain/motor/proposal-calls';
import { apiClient } from '#web/api/client';

// GET and POST /v3/proposal/vehicle: the vehicle's numbers typed at the upload, before payment, which the
// proposal after payment starts from (docs/decisions/039).

const numbersKey = (hashCode: string) => ['motor', 'vehicle-numbers', hashCode];

export const useVehicleNumbers = (hashCode: string, enabled: boolean) =>
  useQuery({
    queryKey: numbersKey(hashCode),
    enabled,
    queryFn: ({ signal }) =>
      apiClient().request<VehicleNumbers>({
        host: 'motor',
        path: '/v3/proposal/vehicle',
        query: { hash_code: hashCode },
        signal,
      }),
  });

export function useSaveVehicleNumbers(hashCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VehicleNumbersFormInput) =>
      apiClient().request<VehicleNumbers>({
        host: 'motor',
        path: '/v3/proposal/vehicle',
        method: 'POST',
        body,
      }),
    onSuccess: (numbers) => queryClient.setQueryData(numbersKey(hashCode), numbers),
  });
}
