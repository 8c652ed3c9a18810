// CSV files an admin edits and uploads in the console (decision 046): RFC 4180 records under a header
// row naming the file's columns, and each fault of a file named by its row (1 = the header) and column or
// path. Read by the tariff files (path,value rows) and the promotion files (one promotion a row).
import { FieldErrors } from '#server/http/envelope';

/** Faults listed at most; a file with more says how many more. */
const MAX_FAULTS = 50;

/** A fault of a file: the CSV row (1 = the header) or none, the column or path, and what is wrong. */
export interface Fault {
  row?: number;
  path?: string;
  message: string;
}

const faultText = ({ row, path, message }: Fault) =>
  [row === undefined ? undefined : `Row ${row}`, path].filter(Boolean).join(', ') +
  (row === undefined && path === undefined ? message : `: ${message}`);

/** Refuses the file (422 on `content`), one line a fault: `Row 7, path: message`. */
export function refused(faults: Fault[]): never {
  const shown = faults.slice(0, MAX_FAULTS).map(faultText);
  if (faults.length > MAX_FAULTS) shown.push(`and ${faults.length - MAX_FAULTS} more faults`);
  throw new FieldErrors({ content: shown });
}

/** RFC 4180 records: fields split by commas, quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(content: string): { records: string[][]; fault?: Fault } {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let at = 0;
  const text = content.startsWith('\uFEFF') ? content.slice(1) : content;
  const endRecord = () => {
    record.push(field);
    records.push(record);
    record = [];
    field = '';
  };
  while (at < text.length) {
    const char = text[at]!;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      at += 1;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === '"')
      return {
        records,
        fault: {
          row: records.length + 1,
          message: 'a quote (") inside a value that does not start with one',
        },
      };
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      endRecord();
      if (char === '\r' && text[at + 1] === '\n') at += 1;
    } else field += char;
    at += 1;
  }
  if (quoted) return { records, fault: { row: records.length + 1, message: 'a quoted value is not closed' } };
  if (field !== '' || record.length > 0) endRecord();
  return { records };
}

/** A value as a CSV field: quoted where it holds a comma, a quote or a line break, or spaces at an end. */
export const csvField = (value: string) =>
  /[",\r\n]/.test(value) || value.trim() !== value ? `"${value.replaceAll('"', '""')}"` : value;

/** The header row and one row of fields per record, each record a line, ending with a line break. */
export const csvText = (columns: readonly string[], rows: readonly (readonly string[])[]) =>
  [columns, ...rows].map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';

/**
 * The rows of a CSV file under its header, each with its row number (the header is row 1) and its values
 * by column; blank lines are skipped. The header names each of `columns` once, in any order (any case).
 * Refuses a file that is not readable CSV, an empty one, a header naming an unknown column or missing one, more than
 * `maxRows` rows, and rows without a value for each column.
 */
export function csvRows<Column extends string>(
  content: string,
  columns: readonly Column[],
  maxRows: number,
): { row: number; values: Map<Column, string> }[] {
  const { records, fault } = parseCsv(content);
  if (fault) refused([{ ...fault, message: `The file is not readable CSV: ${fault.message}` }]);
  const [header = [], ...body] = records;
  if (header.every((cell) => cell.trim() === '') && body.every((cells) => cells.join('').trim() === ''))
    refused([{ message: 'The file is empty' }]);
  const named = header.map((cell) => cell.trim().toLowerCase());
  const known = new Set<string>(columns);
  const headerFaults: Fault[] = [
    ...named.flatMap((name, index) => {
      if (!known.has(name))
        return [{ row: 1, message: `'${name}' is not a column; the columns are ${columns.join(', ')}` }];
      return named.indexOf(name) < index ? [{ row: 1, message: `the column '${name}' is named twice` }] : [];
    }),
    ...columns
      .filter((column) => !named.includes(column))
      .map((column) => ({ row: 1, message: `the column '${column}' is missing` })),
  ];
  if (headerFaults.length > 0) refused(headerFaults);
  if (body.length > maxRows) refused([{ message: `The file has more than ${maxRows} rows` }]);
  const faults: Fault[] = [];
  const rows = body.flatMap((cells, index) => {
    const row = index + 2;
    if (cells.length === 1 && cells[0]!.trim() === '') return [];
    if (cells.length !== columns.length) {
      faults.push({
        row,
        message: `expected ${columns.length} values (${named.join(',')}), found ${cells.length}`,
      });
      return [];
    }
    const values = new Map(columns.map((column) => [column, cells[named.indexOf(column)]!] as const));
    return [{ row, values }];
  });
  if (faults.length > 0) refused(faults);
  return rows;
}
