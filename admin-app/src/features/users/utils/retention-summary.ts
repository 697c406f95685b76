import type { RetentionPolicy } from '@vvq/contracts';

const period = (days: number | null, untilText: string) =>
  days === null ? untilText : `deleted after ${days} ${days === 1 ? 'day' : 'days'}`;

/** One sentence an admin reads above the user list: what the daily retention job deletes, and when. */
export function retentionSummary(policy: RetentionPolicy): string {
  return (
    `Data retention: contact messages are ${period(policy.contact_messages_days, 'kept until deleted by hand')}; ` +
    `login and logout events are ${period(policy.user_events_days, 'kept until the participant is deleted')}.`
  );
}

/** The download's file name: the participant's id and the day of the export. */
export function exportFileName(userId: number, exportedAt: string): string {
  return `vvq-participant-${userId}-${exportedAt.slice(0, 10)}.json`;
}
