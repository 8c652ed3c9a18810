import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  EndPromotionInput,
  NewPromotionInput,
  Preview,
  Promotion,
  PromotionFileInput,
  PromotionFilePreview,
  TariffPreviewInput,
  TariffScheduleInput,
  TariffVersion,
} from '#domain/console/tariffs';
import { consoleCall } from './console-call';

// The changing calls of tariffs and promotions (admins): a file or a promotion previewed on the sample
// vehicles (nothing saved), a version scheduled or withdrawn, a promotion added or ended, a promotions
// file previewed or added. A change
// reloads its table.

const useChange = <T, A>(table: 'tariffs' | 'promotions', send: (input: T) => Promise<A>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: ['console', table] }),
  });
};

const post = <A>(path: string, body?: unknown) => consoleCall<A>({ path, method: 'POST', body });

export const usePreviewTariff = () =>
  useMutation({ mutationFn: (input: TariffPreviewInput) => post<Preview>('/tariffs/preview', input) });

export const useScheduleTariff = () =>
  useChange('tariffs', (input: TariffScheduleInput) => post<TariffVersion>('/tariffs', input));

export const useWithdrawTariff = () =>
  useChange('tariffs', (id: number) => post<TariffVersion>(`/tariffs/${id}/withdraw`));

export const usePreviewPromotion = () =>
  useMutation({ mutationFn: (input: NewPromotionInput) => post<Preview>('/promotions/preview', input) });

export const useAddPromotion = () =>
  useChange('promotions', (input: NewPromotionInput) => post<Promotion>('/promotions', input));

export const useEndPromotion = () =>
  useChange('promotions', ({ id, ...input }: EndPromotionInput & { id: number }) =>
    post<Promotion>(`/promotions/${id}/end`, input),
  );

export const usePreviewPromotionFile = () =>
  useMutation({
    mutationFn: (input: PromotionFileInput) =>
      post<PromotionFilePreview>('/promotions/upload/preview', input),
  });

export const useUploadPromotions = () =>
  useChange('promotions', (input: PromotionFileInput) => post<Promotion[]>('/promotions/upload', input));
