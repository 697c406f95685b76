import { contrastRatio, heatCellColours } from '../utils/heat-cell-colours';

describe('heatCellColours', () => {
  it('keeps text at WCAG AA contrast (4.5:1) on every shade, where white text on a mid blue failed (19 %)', () => {
    for (let i = 0; i <= 100; i += 1) {
      const { backgroundColor, color } = heatCellColours(i / 100);
      expect(contrastRatio(backgroundColor, color)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('is white for no time at all and the full base colour from a quarter of the time on', () => {
    expect(heatCellColours(0)).toEqual({ backgroundColor: 'rgb(255, 255, 255)', color: '#000' });
    expect(heatCellColours(0.25)).toEqual({ backgroundColor: 'rgb(8, 66, 152)', color: '#fff' });
    expect(heatCellColours(0.9)).toEqual(heatCellColours(0.25));
  });

  it('measures contrast as WCAG does (white on black 21:1, bootstrap primary on white about 4.5:1)', () => {
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('rgb(13, 110, 253)', '#fff')).toBeCloseTo(4.5, 1);
  });
});
