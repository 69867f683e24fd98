import path from 'node:path';
import type { CatalogueImportResult } from '../src/shared/schemas/catalogue-import';
import { importCatalogue } from '../src/server/features/admin/catalogue-import.service';
import { parseEnv } from '../src/server/lib/env';
import { runCatalogueCommand } from './lib/catalogue-target';
import { CliError, runCli } from './lib/cli';
import { loadImportFile } from './lib/import-file';

/** `npm run catalogue:import -- FILE.json`: docs/catalogue-import.md describes the file. */
runCli(async () => {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    throw new CliError('Usage: npm run catalogue:import -- FILE.json');
  }
  const env = parseEnv();
  // Checked here first so a bad file is reported row by row without touching any database.
  const data = loadImportFile(file);
  const { result, via } = await runCatalogueCommand<CatalogueImportResult>(env, {
    adminPath: '/api/admin/catalogue/import',
    body: data,
    direct: (handle) => importCatalogue(handle.db, data),
  });
  const { providers: p, activities: a } = result;
  console.log(
    [
      `Imported ${path.basename(file)} into ${via}:`,
      `  providers:  ${p.created} created, ${p.updated} updated`,
      `  activities: ${a.created} created, ${a.updated} updated`,
    ].join('\n'),
  );
});
