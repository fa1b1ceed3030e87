/**
 * CPU time from /proc, for `pnpm bench:api`: seconds of CPU (user + system) a process, its main
 * thread, or a PostgreSQL server with its backends has used. Load-independent in the sense that
 * matters here: what a request costs, not how long it waited for a core. Linux only (NaN elsewhere).
 */
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** The fields of a /proc stat line after the command's name, which may itself hold spaces. */
function statFields(path) {
  const line = readFileSync(path, 'utf8');
  return line.slice(line.lastIndexOf(') ') + 2).split(' ');
}

/** utime + stime (fields 14 and 15), and with `children` the reaped children's too (16 and 17). */
function seconds(fields, children = false) {
  const own = Number(fields[11]) + Number(fields[12]);
  return (children ? own + Number(fields[13]) + Number(fields[14]) : own) / TICKS_PER_SECOND;
}

/** The whole process: its main thread, workers (the first drafts' renderer), GC helpers and libuv's pool. */
export function processCpu(pid) {
  try {
    return seconds(statFields(`/proc/${pid}/stat`));
  } catch {
    return Number.NaN;
  }
}

/** The main thread alone: the one that serves requests (and, on PGlite, runs the database). */
export function mainThreadCpu(pid) {
  try {
    return seconds(statFields(`/proc/${pid}/task/${pid}/stat`));
  } catch {
    return Number.NaN;
  }
}

/** The main thread's user and system seconds apart (for bench/breakdown.mjs). */
export function mainThreadTimes(pid) {
  try {
    const fields = statFields(`/proc/${pid}/task/${pid}/stat`);
    return { user: Number(fields[11]) / TICKS_PER_SECOND, system: Number(fields[12]) / TICKS_PER_SECOND };
  } catch {
    return { user: Number.NaN, system: Number.NaN };
  }
}

/**
 * A PostgreSQL server's CPU: its postmaster (found by the port on its command line), the backends
 * and helpers it started, and those that ended (counted in the postmaster's children's time).
 */
export function postgresCpu(port) {
  const processes = [];
  let postmaster = null;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) continue;
      const fields = statFields(`/proc/${pid}/stat`);
      processes.push({ pid, parent: fields[1], fields });
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (args.some((arg, index) => (arg === '-p' && args[index + 1] === String(port)) || arg === `-p ${port}`)) postmaster = pid;
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  if (!postmaster) return Number.NaN;
  return processes.reduce((total, { pid, parent, fields }) => {
    if (pid === postmaster) return total + seconds(fields, true);
    return parent === postmaster ? total + seconds(fields) : total;
  }, 0);
}
