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
 * CPU time used so far by every PostgreSQL server process on this machine, in milliseconds: what
 * the database's backends spent, read before and after a burst. Processes that start or end in
 * between are counted only while seen, so it is a close figure on a quiet server.
 */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      total += processCpuMs(Number(entry));
    } catch {
      // The process ended while being read.
    }
  }
  return total;
}
