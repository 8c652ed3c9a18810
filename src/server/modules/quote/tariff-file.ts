// A tariff as a file an admin edits and uploads (decision 046): JSON, the document itself, or CSV, one
// `path,value` row per leaf value (`full.basic_rates.Car.Private.0.rate_bp,250`) under a header row.
// A path's parts are object keys, or array positions where they are digits. A value is read as JSON where
// it is a JSON number, null, true/false, [] or {} (an empty list or map, which has no leaves) or a quoted
// JSON string, and as the text itself otherwise; a text that would read as something else is written
// quoted. Either file is checked against tariffSchema, and its faults named by CSV row or JSON path.
import type { z } from 'zod';
import type { TariffFormat } from '#domain/console/tariffs';
import { MAX_TARIFF_ROWS } from '#domain/console/tariffs';
import type { Tariff } from '#server/rating/tariff';
import { tariffSchema } from '#server/rating/tariff';
import type { Fault } from './csv-file';
import { csvRows, csvText, refused } from './csv-file';

const CSV_HEADER = ['path', 'value'] as const;

/** A cell's value: JSON where it reads as one of the forms the writer uses, else the text itself. */
function cellValue(cell: string): unknown {
  const trimmed = cell.trim();
  if (/^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|null|true|false|\[\]|\{\}|".*")$/s.test(trimmed)) {
    try {
      return JSON.parse(trimmed);
    } catch {
      return cell;
    }
  }
  return cell;
}

const cellText = (value: unknown): string => {
  if (typeof value !== 'string') return JSON.stringify(value);
  return cellValue(value) === value ? value : JSON.stringify(value);
};

/** The document's leaves as [path, value] rows, in the document's order; an empty list or map is a leaf. */
export function flatten(document: unknown, prefix: string[] = []): [string, unknown][] {
  if (document !== null && typeof document === 'object') {
    const entries: [string, unknown][] = Array.isArray(document)
      ? document.map((value, index) => [String(index), value])
      : Object.entries(document);
    if (entries.length === 0) return [[prefix.join('.'), document]];
    return entries.flatMap(([key, value]) => flatten(value, [...prefix, key]));
  }
  return [[prefix.join('.'), document]];
}

/** The tariff as CSV: the header row, then one row per leaf. */
export function tariffCsv(tariff: Tariff): string {
  return csvText(
    CSV_HEADER,
    flatten(tariff).map(([path, value]) => [path, cellText(value)]),
  );
}

/** A document being built from rows: a value, or a list or map of nodes by key. */
type Node = { value: unknown } | { list: boolean; children: Map<string, Node> };

const isIndex = (part: string) => /^\d+$/.test(part);

/** The node's document; a list's positions must run 0, 1, 2 ... without a gap. */
function documentOf(node: Node, path: string[], faults: Fault[]): unknown {
  if ('value' in node) return node.value;
  const entries = [...node.children].map(
    ([key, child]) => [key, documentOf(child, [...path, key], faults)] as const,
  );
  if (!node.list) return Object.fromEntries(entries);
  const values = entries.sort(([a], [b]) => Number(a) - Number(b));
  const gap = values.findIndex(([key], index) => Number(key) !== index);
  if (gap >= 0)
    faults.push({ path: [...path, String(gap)].join('.'), message: 'the list has no row at this position' });
  return values.map(([, value]) => value);
}

/**
 * The document the rows describe, or the faults of the rows that cannot be placed: a path given twice,
 * a value where another row puts a list or a map, a list whose positions skip one.
 */
export function unflatten(rows: readonly { row: number; path: string; value: unknown }[]): {
  document?: unknown;
  faults: Fault[];
} {
  const faults: Fault[] = [];
  const root: Node = { list: false, children: new Map() };
  const rowOfPath = new Map<string, number>();
  for (const { row, path, value } of rows) {
    const parts = path.split('.');
    const fault = (message: string) => faults.push({ row, path, message });
    if (parts.some((part) => part === '')) {
      fault('the path is empty or has an empty part');
      continue;
    }
    if (isIndex(parts[0]!)) {
      fault('the path must start with a name');
      continue;
    }
    const first = rowOfPath.get(path);
    if (first !== undefined) {
      fault(`the path is given again (first in row ${first})`);
      continue;
    }
    let node: Node = root;
    for (const [index, part] of parts.entries()) {
      if ('value' in node) {
        fault(`another row gives '${parts.slice(0, index).join('.')}' a value`);
        break;
      }
      if (node.list !== isIndex(part)) {
        fault(`'${parts.slice(0, index).join('.')}' is a ${node.list ? 'list' : 'map'} in another row`);
        break;
      }
      const next: Node | undefined = node.children.get(part);
      if (index === parts.length - 1) {
        if (next === undefined) {
          node.children.set(part, { value });
          rowOfPath.set(path, row);
        } else fault('other rows give values under this path');
        break;
      }
      let child: Node | undefined = next;
      if (child === undefined) {
        child = { list: isIndex(parts[index + 1]!), children: new Map() };
        node.children.set(part, child);
      }
      node = child;
    }
  }
  const document = documentOf(root, [], faults);
  return faults.length > 0 ? { faults } : { document, faults };
}

/** The first row of a CSV file whose path is `path` or lies under it, for a fault of the schema. */
function rowOf(rows: Map<string, number>, path: string): number | undefined {
  const exact = rows.get(path);
  if (exact !== undefined) return exact;
  for (const [rowPath, row] of rows) if (path === '' || rowPath.startsWith(`${path}.`)) return row;
  return undefined;
}

const issuePath = (issue: z.core.$ZodIssue) => issue.path.map(String).join('.');

/** The rows of a CSV tariff file, each with its row number (the header is row 1). */
const tariffRows = (content: string) =>
  csvRows(content, CSV_HEADER, MAX_TARIFF_ROWS).map(({ row, values }) => ({
    row,
    path: values.get('path')!.trim(),
    value: cellValue(values.get('value')!),
  }));

/**
 * The tariff of an uploaded file, checked against tariffSchema. Refuses (422 on `content`) a file that is
 * not readable JSON or CSV, and names each fault: for CSV the row and its path, for JSON the path.
 */
export function readTariffFile(format: TariffFormat, content: string): Tariff {
  let document: unknown;
  let rows = new Map<string, number>();
  if (format === 'json') {
    try {
      document = JSON.parse(content);
    } catch (error) {
      refused([
        {
          message: `The file is not readable JSON: ${error instanceof Error ? error.message : String(error)}`,
        },
      ]);
    }
  } else {
    const csv = tariffRows(content);
    const placed = unflatten(csv);
    if (placed.document === undefined) refused(placed.faults);
    document = placed.document;
    rows = new Map(csv.map(({ path, row }) => [path, row]));
  }
  const checked = tariffSchema.safeParse(document);
  if (checked.success) return checked.data;
  refused(
    checked.error.issues.map((issue) => {
      const path = issuePath(issue);
      const row = format === 'csv' ? rowOf(rows, path) : undefined;
      const message =
        row === undefined && format === 'csv' && path !== ''
          ? `${issue.message} (no row gives it)`
          : issue.message;
      return { row, path: path === '' ? undefined : path, message };
    }),
  );
}
