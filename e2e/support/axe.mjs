// axe-core in the page under test: serious and critical findings fail a browser test (every participant must
// be able to finish the study). axe.source is the library's own browser bundle; it is injected, run on the
// whole document and its violations returned.
import { createRequire } from 'node:module';

const axeSource = createRequire(import.meta.url)('axe-core').source;

/**
 * The serious and critical axe-core violations on the page as it is now: `[{ id, impact, help, targets }]`.
 * `exclude` (CSS selectors) leaves parts of the page out, for a test that checks its own part of a screen.
 */
export async function seriousAxeViolations(page, { exclude = [] } = {}) {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (excluded) => {
    const context = excluded.length
      ? { include: [['html']], exclude: excluded.map((s) => [s]) }
      : globalThis.document;
    const result = await globalThis.axe.run(context, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((node) => node.target.join(' ')),
    }));
  }, exclude);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
