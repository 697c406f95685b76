/** The heat map's base colour: a dark blue, so a full cell still reads well under white text. */
const BASE: readonly [number, number, number] = [8, 66, 152];

/** WCAG relative luminance of an sRGB colour given as 0–255 channels. */
function luminance([r, g, b]: readonly number[]): number {
  const [R, G, B] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * R + 0.7152 * G + 0.0722 * B;
}

/**
 * A cell's background for a share of viewing time (0–1) and the text colour that keeps WCAG AA contrast on it.
 * The background is the base colour blended over white (opaque, so the contrast can be computed, unlike rgba over an
 * unknown page); the text is white or black, whichever contrasts more — one of the two always reaches √21 ≈ 4.58:1.
 */
export function heatCellColours(share: number): { backgroundColor: string; color: string } {
  const alpha = Math.min(1, Math.max(0, share * 4));
  const blended = BASE.map((c) => Math.round(255 * (1 - alpha) + c * alpha));
  const l = luminance(blended);
  const onWhite = 1.05 / (l + 0.05);
  const onBlack = (l + 0.05) / 0.05;
  return {
    backgroundColor: `rgb(${blended.join(', ')})`,
    color: onWhite >= onBlack ? '#fff' : '#000',
  };
}

/** Exposed for the test: the contrast ratio of two colours given as rgb() strings or #fff/#000. */
export function contrastRatio(a: string, b: string): number {
  const parse = (c: string) =>
    c === '#fff' ? [255, 255, 255] : c === '#000' ? [0, 0, 0] : (c.match(/\d+/g) ?? []).map(Number);
  const [l1, l2] = [luminance(parse(a)), luminance(parse(b))].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}
