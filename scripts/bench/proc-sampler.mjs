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

/** Starts sampling `pid` every `intervalMs`; `stop()` returns { peakRssMiB, cpuPercent } (null when unreadable). */
export function sampleProcess(pid, intervalMs = 200) {
  if (!pid) return { stop: () => null };
  try {
    const t0 = { at: process.hrtime.bigint(), ticks: cpuTicks(pid) };
    let peak = rssKiB(pid);
    const timer = setInterval(() => {
      try {
        peak = Math.max(peak, rssKiB(pid));
      } catch {
        clearInterval(timer);
      }
    }, intervalMs);
    return {
      stop() {
        clearInterval(timer);
        try {
          peak = Math.max(peak, rssKiB(pid));
          const seconds = Number(process.hrtime.bigint() - t0.at) / 1e9;
          const cpu = (cpuTicks(pid) - t0.ticks) / TICKS_PER_SECOND / seconds;
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
