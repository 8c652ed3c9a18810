// The two ways a repository takes one row from a query, so that no repository indexes `[0]` of its own.

/** The first row of a query, or undefined when it found none (a lookup by key). */
export async function firstRow<T>(query: PromiseLike<T[]>): Promise<T | undefined> {
  const [row] = await query;
  return row;
}

/** The row a query must give: an insert's RETURNING, or a row the same transaction has just locked. */
export async function onlyRow<T>(query: PromiseLike<T[]>): Promise<T> {
  const [row] = await query;
  if (row === undefined) throw new Error('The query gave no row where one was certain.');
  return row;
}

/**
 * Whether `error` is PostgreSQL's unique violation (SQLSTATE 23505), from either driver, also as the query
 * builder wraps it: what a check-then-write that lost a race to another transaction meets.
 */
export function isUniqueViolation(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; depth < 3 && typeof cause === 'object' && cause !== null; depth += 1) {
    if ('code' in cause && cause.code === '23505') return true;
    cause = 'cause' in cause ? cause.cause : undefined;
  }
  return false;
}
