import fs from 'node:fs';
import {
  CatalogueImportSchema,
  formatImportIssue,
  type CatalogueImport,
} from '../../src/shared/schemas/catalogue-import';
import { CliError } from './cli';

/** Problems in file order (whole-file ones, then providers, then activities, by row). */
function byPosition(a: { path: PropertyKey[] }, b: { path: PropertyKey[] }): number {
  const lists = ['providers', 'activities'];
  const rank = (p: PropertyKey[]) => [
    lists.indexOf(String(p[0])),
    typeof p[1] === 'number' ? p[1] : -1,
  ];
  const [listA = 0, rowA = 0] = rank(a.path);
  const [listB = 0, rowB = 0] = rank(b.path);
  return listA - listB || rowA - rowB;
}

/** Reads and checks a catalogue file; any problem rejects the whole file with one line per row. */
export function loadImportFile(file: string): CatalogueImport {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new CliError(`Cannot read ${file}: ${(err as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new CliError(`${file} is not valid JSON: ${(err as Error).message}`);
  }
  const parsed = CatalogueImportSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issues = [...parsed.error.issues].sort(byPosition);
  const lines = issues.map((issue) => `  ${formatImportIssue(issue)}`);
  throw new CliError(
    [`${file} was rejected (${issues.length} problem(s)); nothing was imported:`, ...lines].join(
      '\n',
    ),
  );
}
