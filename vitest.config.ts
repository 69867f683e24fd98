import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { findTestFiles, splitByDatabase } from './tests/database-tests.ts';

const serverTests = splitByDatabase(
  import.meta.dirname,
  findTestFiles(import.meta.dirname, ['src/server', 'src/shared', 'scripts', 'tests']),
);

export default defineConfig({
  test: {
    // Vitest runs one file per core but one, which is a single worker on a 2-core machine. Test files
    // spend much of their time waiting (the database, timers, typed input), so two files at a time
    // keep both cores busy: npm test 246 s → 178 s on 2 cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // Tests that need no database: domain rules, parsers, drivers. One run covers them.
        test: {
          name: 'unit',
          environment: 'node',
          include: serverTests.noDatabase,
          setupFiles: ['tests/setup-server.ts'],
          testTimeout: 30_000,
        },
      },
      {
        // The API and everything else on a database: PGlite, and PostgreSQL when TEST_DATABASE_URL
        // is set (CI runs this project a second time there: `--project server`).
        test: {
          name: 'server',
          environment: 'node',
          include: serverTests.database,
          setupFiles: ['tests/setup-server.ts'],
          // Migrates one template database per run; each file builds its app on a fresh copy.
          globalSetup: ['tests/global-setup.ts'],
          // Each file builds its own app on its own database, so a worker keeps the modules it has
          // loaded for the next file instead of importing the whole server again: 370 s → 226 s on
          // 2 cores (import 135 s → 14 s), and the same in a shuffled order. A file that changes
          // process-wide state puts it back when it ends (tests/s3-server.ts: its environment).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          // Each file renders into a fresh jsdom of its own; the worker keeps the modules it has
          // loaded for the next file: 174 s → 63 s on 2 cores, the same in shuffled orders. A test
          // that needs a module's first state imports it anew (toast-scene.test.ts).
          isolate: false,
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-web.ts'],
          // Form tests type with user-event in jsdom; on 2 cores, next to the PGlite files, a
          // long form can pass 5 s of wall time without anything being wrong.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
