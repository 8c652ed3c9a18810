// Promotions as a CSV file an admin edits and uploads (decision 046): a header row naming the columns of
// newPromotionSchema in any order, then one promotion a row, for the insurer chosen in the console (the
// file has no company column). An empty value is what an empty field of the add form is: none where the
// column may be none (every channel, no end, no discount; sort 0), else the column's own fault. Every row
// is checked with newPromotionSchema, the add form's own schema, and each fault named by row and column.
import type { NewPromotion, Promotion } from '#domain/console/tariffs';
import { MAX_PROMOTION_ROWS, newPromotionSchema, PROMOTION_COLUMNS } from '#domain/console/tariffs';
import type { Fault } from './csv-file';
import { csvRows, csvText, refused } from './csv-file';

export const PROMOTION_FILE_MESSAGES = {
  noRows: 'The file has no promotions: add one row a promotion under the header',
} as const;

/** The columns an empty value leaves out (their default); the others read it as '' (a fault of theirs). */
const MAY_BE_EMPTY = new Set<string>(
  PROMOTION_COLUMNS.filter((column) => newPromotionSchema.shape[column].safeParse(undefined).success),
);

/** The promotions of a file, each with its row (the header is row 1); refused with every row's faults. */
export function readPromotionFile(
  companyId: number,
  content: string,
): { row: number; promotion: NewPromotion }[] {
  const rows = csvRows(content, PROMOTION_COLUMNS, MAX_PROMOTION_ROWS);
  if (rows.length === 0) refused([{ message: PROMOTION_FILE_MESSAGES.noRows }]);
  const faults: Fault[] = [];
  const promotions = rows.flatMap(({ row, values }) => {
    const given = [...values]
      .map(([column, value]) => [column, value.trim()] as const)
      .filter(([column, value]) => value !== '' || !MAY_BE_EMPTY.has(column));
    const checked = newPromotionSchema.safeParse({ ...Object.fromEntries(given), company_id: companyId });
    if (checked.success) return [{ row, promotion: checked.data }];
    for (const issue of checked.error.issues)
      faults.push({ row, path: issue.path.map(String).join('.') || undefined, message: issue.message });
    return [];
  });
  if (faults.length > 0) refused(faults);
  return promotions;
}

/** The promotions as a file of the same format, one row each; none is an empty value. */
export const promotionsCsv = (promotions: readonly Promotion[]) =>
  csvText(
    PROMOTION_COLUMNS,
    promotions.map((promotion) =>
      PROMOTION_COLUMNS.map((column) => (promotion[column] === null ? '' : String(promotion[column]))),
    ),
  );
