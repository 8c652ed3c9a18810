/**
 * Whether `id` can be a row id at all: ids come from callers, and one beyond PostgreSQL's integer would
 * fail the statement instead of finding nothing.
 */
export const canBeRowId = (id: number) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;
