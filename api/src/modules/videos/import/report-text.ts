import type { ImportReport } from './stimuli-import.service.js';

/** The dry-run report as text lines for the command line: one row per stimulus, then the summary. */
export function formatReport(report: ImportReport, dryRun: boolean): string {
  const lines: string[] = [];
  const rows = [...report.rows, ...report.distortion];
  const width = Math.min(40, Math.max(5, ...rows.map((r) => r.label.length)));
  for (const r of rows) {
    const head = `${r.status.padEnd(7)} ${r.action.padEnd(9)} ${r.label.padEnd(width)}  ${r.where}`;
    lines.push(r.messages.length ? `${head}\n${r.messages.map((m) => `          - ${m}`).join('\n')}` : head);
  }
  const s = report.summary;
  lines.push(
    '',
    `${s.rows} stimuli: ${s.ok} ok, ${s.warning} warning(s), ${s.error} error(s); ` +
      `${s.insert} new, ${s.update} changed, ${s.unchanged} unchanged, ${s.refused} refused; ` +
      `${s.distortion_examples} distortion example(s), ${s.distortion_sections} section(s).`,
  );
  if (report.applied) lines.push('Applied: the catalogue now holds these rows.');
  else if (s.error > 0) lines.push('Nothing was imported: fix the errors above and run the import again.');
  else if (dryRun) lines.push('Dry run: nothing was imported. Run again without --dry-run to apply.');
  return lines.join('\n');
}
