import fs from 'node:fs';
import path from 'node:path';

/**
 * Which test files need a database: those that reach the test app or the database client through
 * their imports (their helpers' too), or that hand TEST_DATABASE_URL to a process they start. The
 * rest (pure rules, parsers, the storage and payment drivers) run once, on no database; the first
 * kind runs on PGlite and again on PostgreSQL. A new test file is sorted by what it imports.
 */
const DATABASE_MODULES = ['tests/test-app.ts', 'src/server/db/client.ts'];
/** `import … from './x'`, `export … from './x'`, `import './x'`, `import('./x')`; `type` marks types only. */
const RELATIVE_IMPORT =
  /\b(?:(?:import|export)(\s+type\b)?[^;'"]*?\bfrom\s*|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g;

export function splitByDatabase(root: string, files: string[]) {
  const targets = new Set(DATABASE_MODULES.map((file) => path.join(root, file)));
  const reaches = new Map<string, boolean>();

  function reachesDatabase(file: string): boolean {
    const known = reaches.get(file);
    if (known !== undefined) return known;
    // A cycle counts as not reaching, unless another path does.
    reaches.set(file, false);
    const text = fs.readFileSync(file, 'utf8');
    const found =
      targets.has(file) ||
      (file.endsWith('.test.ts') && text.includes('TEST_DATABASE_URL')) ||
      [...text.matchAll(RELATIVE_IMPORT)].some(([, typeOnly, specifier = '']) => {
        if (typeOnly) return false;
        const imported = resolveModule(path.dirname(file), specifier);
        return imported !== undefined && reachesDatabase(imported);
      });
    reaches.set(file, found);
    return found;
  }

  const database: string[] = [];
  const noDatabase: string[] = [];
  for (const file of files) {
    (reachesDatabase(path.join(root, file)) ? database : noDatabase).push(file);
  }
  return { database, noDatabase };
}

function resolveModule(dir: string, specifier: string): string | undefined {
  const base = path.resolve(dir, specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}

/** Test files under these folders whose names end in `.test.ts`, relative to root. */
export function findTestFiles(root: string, folders: string[]): string[] {
  return folders.flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => path.join(folder, file).split(path.sep).join('/'))
      .sort(),
  );
}
