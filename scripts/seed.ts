import { parseEnv } from '../src/server/lib/env';
import { ensureDemoCatalogue, type DemoSeedResult } from '../src/server/features/admin/demo-seed';
import { runCatalogueCommand } from './lib/catalogue-target';
import { runCli } from './lib/cli';

/** `npm run seed`: tops up the demo catalogue to today + 60 days, as a server start does. */
runCli(async () => {
  const env = parseEnv();
  const started = performance.now();
  const { result, via } = await runCatalogueCommand<DemoSeedResult>(env, {
    adminPath: '/api/admin/catalogue/seed',
    direct: (handle) => ensureDemoCatalogue(handle, env),
  });
  const ms = Math.round(performance.now() - started);
  console.log(
    `Demo catalogue ready in ${via} (${ms} ms): ${result.providers} providers, ` +
      `${result.inserted} activities added, ${result.upcoming} upcoming.`,
  );
});
