import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { dehydrate } from '@tanstack/react-query';
import { ApiError } from './api-error';

// The data a server-rendered page was drawn with (decision 057): the server writes its query cache into
// the page, the browser reads it back before hydrating, so each query starts where the server's ended and
// the first render matches the markup. A query that failed (an unknown article's 404) travels as its
// error's message and status, and becomes an ApiError again, which the page tells apart as before.

type ErrorFields = { message: string; httpStatus: number | undefined };

/** The settled queries of `client`, as the page carries them. */
export function pageState(client: QueryClient): DehydratedState {
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  return {
    ...state,
    queries: state.queries.map((query) => {
      const { error } = query.state;
      if (!(error instanceof Error)) return query;
      const fields: ErrorFields = {
        message: error.message,
        httpStatus: error instanceof ApiError ? error.httpStatus : undefined,
      };
      return { ...query, state: { ...query.state, error: fields as unknown as Error } };
    }),
  };
}

/** The state in the page's `<script type="application/json">`, if it has one that reads. */
export function readPageState(json: string | null | undefined): DehydratedState | undefined {
  if (!json) return undefined;
  try {
    const state = JSON.parse(json) as DehydratedState;
    for (const query of state.queries) {
      const error = query.state.error as ErrorFields | null;
      if (error) query.state.error = new ApiError(error);
    }
    return state;
  } catch {
    return undefined;
  }
}
