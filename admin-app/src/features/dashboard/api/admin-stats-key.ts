/** The dashboard's four statistics share one key prefix, so a change (a deleted user) can make them all stale. */
export const ADMIN_STATS_KEY = ['admin', 'stats'] as const;

export function adminStatsKey(name: string) {
  return [...ADMIN_STATS_KEY, name] as const;
}

/** Spec section 8: a failed statistics call is only logged, with this text. */
export const ADMIN_STATS_ERROR_LOG = 'Error fetching admin stats';
