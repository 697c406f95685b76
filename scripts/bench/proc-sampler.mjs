/* global setInterval, clearInterval */
// Samples a process from /proc while a scenario runs: peak resident memory (VmRSS) and CPU time (utime + stime),
// reported as % of one core over the sampled span. Linux only; elsewhere the figures stay empty.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function cpuTicks(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
}

function rssKiB(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : 0;
}

/** The process and its children (API_WORKERS: the cluster's worker processes), by pid. */
function family(pid) {
  const children = readdirSync('/proc').filter((d) => /^\d+$/.test(d) && parentOf(d) === pid);
  return [pid, ...children.map(Number)];
}

function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/** Sum over the pids that still exist. */
function total(pids, read) {
  let sum = 0;
  for (const pid of pids) {
    try {
      sum += read(pid);
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}

/**
 * Starts sampling `pid` and its child processes every `intervalMs`; `stop()` returns { peakRssMiB, cpuPercent }
 * (null when unreadable): RSS summed over the family at each sample, CPU summed (so 2 workers can show up to 200 %).
 */
export function sampleProcess(pid, intervalMs = 200) {
  if (!pid) return { stop: () => null };
  try {
    const pids = family(pid);
    const t0 = { at: process.hrtime.bigint(), ticks: total(pids, cpuTicks) };
    cpuTicks(pid); // throws when the process is gone
    let peak = total(pids, rssKiB);
    const timer = setInterval(() => {
      try {
        rssKiB(pid);
        peak = Math.max(peak, total(pids, rssKiB));
      } catch {
        clearInterval(timer);
      }
    }, intervalMs);
    return {
      stop() {
        clearInterval(timer);
        try {
          peak = Math.max(peak, total(pids, rssKiB));
          const seconds = Number(process.hrtime.bigint() - t0.at) / 1e9;
          const cpu = (total(pids, cpuTicks) - t0.ticks) / TICKS_PER_SECOND / seconds;
          return { peakRssMiB: peak / 1024, cpuPercent: cpu * 100 };
        } catch {
          return null;
        }
      },
    };
  } catch {
    return { stop: () => null };
  }
}

/** The pid of the local MariaDB/MySQL server, when this machine runs one (its CPU tells whether it is the limit). */
export function findDatabasePid() {
  const pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  return Number(pids.find((pid) => ['mariadbd', 'mysqld'].includes(comm(pid)))) || null;
}

function comm(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}
