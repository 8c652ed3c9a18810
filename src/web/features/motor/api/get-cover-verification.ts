import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoverVerification } from '#domain/motor/proposal-calls';
import { apiClient } from '#web/api/client';

// GET {motor}/v3/cover-note/verify?cover_note_no=: whether a cover note is real and in force now, for
// the public page its QR code opens. Nothing personal comes back; 404 for a number never issued.

export const getCoverVerification = (coverNoteNo: string, signal?: AbortSignal) =>
  apiClient().request<CoverVerification>({
    host: 'motor',
    path: '/v3/cover-note/verify',
    query: { cover_note_no: coverNoteNo },
    signal,
  });

export const coverVerificationQueryOptions = (coverNoteNo: string) =>
  queryOptions({
    queryKey: ['motor', 'cover-verification', coverNoteNo],
    queryFn: ({ signal }) => getCoverVerification(coverNoteNo, signal),
    // The status moves with the calendar, not while someone looks at it; a visit after a day asks again.
    staleTime: 60_000,
  });

export const useCoverVerification = (coverNoteNo: string) =>
  useQuery(coverVerificationQueryOptions(coverNoteNo));
