import type { Database } from './client';

/**
 * A statement built once per database (drizzle's `.prepare(name)`), for the reads that run on
 * nearly every request: no query building in the app, and on PostgreSQL no parsing and planning
 * on a connection that has run it before.
 */
export function preparedPerDatabase<Statement>(build: (db: Database) => Statement) {
  const built = new WeakMap<Database, Statement>();
  return (db: Database): Statement => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
