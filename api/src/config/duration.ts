/** Parses '12h', '30m', '45s', '2d' or a bare number of seconds into seconds; null when malformed. */
export function parseDurationSeconds(value: string): number | null {
  const match = /^\s*(\d+)\s*([smhd]?)\s*$/i.exec(value);
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = match[2].toLowerCase();
  const factor = unit === 'd' ? 86400 : unit === 'h' ? 3600 : unit === 'm' ? 60 : 1;
  const seconds = amount * factor;
  return seconds > 0 ? seconds : null;
}
