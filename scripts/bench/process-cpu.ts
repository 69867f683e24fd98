import pg from 'pg';
import fs from 'node:fs';

/** Clock ticks a second in /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User plus system CPU time a process has used so far (Linux /proc), in milliseconds. */
export function processCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name, in parentheses, may hold spaces: count fields after its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * CPU time used so far by each PostgreSQL backend serving the database of `databaseUrl` (its
 * process id to milliseconds), but the one asking: the server must run on this machine.
 */
export async function backendCpuMs(databaseUrl: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        cpu.set(pid, processCpuMs(pid));
      } catch {
        // The backend ended while being read.
      }
    }
    return cpu;
  } finally {
    await client.end();
  }
}

/** CPU time the backends spent between two readings (a backend opened in between from zero). */
export function backendCpuSpent(before: Map<number, number>, after: Map<number, number>) {
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}
