import type { UserEvent } from '@vvq/contracts';

export interface UserEventsSeries {
  labels: string[];
  logins: number[];
  logouts: number[];
}

function dayKey(value: string): string | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Login and logout counts per local day, days in ascending order; unparseable or unknown events are skipped. */
export function buildUserEventsSeries(events: UserEvent[] | null | undefined): UserEventsSeries {
  const counts = new Map<string, { login: number; logout: number }>();
  for (const event of Array.isArray(events) ? events : []) {
    if (event?.event_type !== 'login' && event?.event_type !== 'logout') continue;
    const key = dayKey(event.event_time);
    if (!key) continue;
    const entry = counts.get(key) ?? { login: 0, logout: 0 };
    entry[event.event_type] += 1;
    counts.set(key, entry);
  }
  const labels = [...counts.keys()].sort();
  return {
    labels,
    logins: labels.map((label) => counts.get(label)!.login),
    logouts: labels.map((label) => counts.get(label)!.logout),
  };
}
