import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createApp } from '../../src/server/app';
import { schema, type Database } from '../../src/server/db/client';
import { parseEnv } from '../../src/server/lib/env';
import { createLogger } from '../../src/server/lib/logger';
import { createMailer } from '../../src/server/lib/mail';
import { createAfterAnswer } from '../../src/server/lib/after-answer';
import { createSimulatedGateway } from '../../src/server/lib/payments';
import { createLocalStorage } from '../../src/server/lib/storage';

type Statement = { query: string; params: unknown[] };

export type ExplainedSearch = {
  name: string;
  path: string;
  status: number;
  statements: { sql: string; params: unknown[]; plan: string }[];
};

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the SQL a search request runs, whatever the search code is:
 * the app is built in-process on a database whose Drizzle logger records each statement, the
 * request is replayed, and each recorded read is explained with its own parameters (run twice,
 * the second, warm, plan reported).
 */
export async function explainSearches(
  databaseUrl: string,
  searches: { name: string; path: string }[],
): Promise<ExplainedSearch[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const recorded: Statement[] = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (query, params) => recorded.push({ query, params }) },
  }) as unknown as Database;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kidventure-bench-explain-'));
  const env = parseEnv({ DATA_DIR: scratch, LOG_LEVEL: 'silent', DEMO_SEED: 'false' });
  const logger = createLogger(env.LOG_LEVEL);
  const app = createApp({
    db,
    env,
    logger,
    mailer: createMailer({ db, logger, from: env.MAIL_FROM }),
    afterAnswer: createAfterAnswer(logger),
    storage: createLocalStorage(path.join(scratch, 'uploads')),
    payments: createSimulatedGateway(),
    adminSecret: 'bench-admin-secret',
    authSecret: 'bench-auth-secret-that-is-long-enough-0123456789',
  });

  const explained: ExplainedSearch[] = [];
  try {
    for (const search of searches) {
      recorded.length = 0;
      const res = await app.request(`${env.appUrl}${search.path}`);
      await res.text();
      const reads = recorded.filter((s) => /^\s*(select|with)\b/i.test(s.query));
      const statements = [];
      for (const statement of reads) {
        statements.push({
          sql: statement.query,
          params: statement.params,
          plan: await explain(pool, statement),
        });
      }
      explained.push({ name: search.name, path: search.path, status: res.status, statements });
    }
  } finally {
    await pool.end();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return explained;
}

/** The plans as text, for the console. */
export function formatExplained(searches: ExplainedSearch[]): string {
  return searches
    .flatMap((s) => [
      `=== ${s.name}: GET ${s.path} (${s.status})`,
      ...s.statements.flatMap((st) => [
        `-- ${st.sql}`,
        `-- params: ${JSON.stringify(st.params)}`,
        st.plan,
      ]),
      '',
    ])
    .join('\n');
}

async function explain(pool: pg.Pool, { query, params }: Statement): Promise<string> {
  const text = `explain (analyze, buffers) ${query}`;
  await pool.query(text, params);
  const result = await pool.query<{ 'QUERY PLAN': string }>(text, params);
  return result.rows.map((r) => r['QUERY PLAN']).join('\n');
}
