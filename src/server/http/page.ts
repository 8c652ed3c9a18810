import type { Page } from '#domain/console/calls';

// The console's tables are paged in SQL (issue 22): a page's rows and the count of all, never every row.

/** The LIMIT and OFFSET of a page query. */
export const pageWindow = ({ page, size }: { page: number; size: number }) => ({
  limit: size,
  offset: (page - 1) * size,
});

/** The answer of a page: its rows and how many there are in all. */
export const pageAnswer = <T>(query: { page: number; size: number }, rows: T[], total: number): Page<T> => ({
  rows,
  total,
  page: query.page,
  size: query.size,
});
