import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeclarationInput, Review } from '#domain/motor/declaration';
import { apiClient } from '#web/api/client';
import { reviewKey } from './get-review';

// POST /v3/applications/declaration: the buyer declares the answers true (docs/decisions/038); answers
// the review with the declaration, which lets the checkout start.

export const postDeclaration = (body: DeclarationInput) =>
  apiClient().request<Review>({ host: 'motor', path: '/v3/applications/declaration', method: 'POST', body });

export function usePostDeclaration(hashCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeclaration,
    onSuccess: (review) => queryClient.setQueryData(reviewKey(hashCode), review),
  });
}
