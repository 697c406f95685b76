/**
 * Test double for chart.js (jsdom has no canvas). It records every chart built and whether it was destroyed so
 * the tests can check what the screens draw and that they clean up.
 */
export interface RecordedChart {
  config: {
    type: string;
    data: { labels: unknown[]; datasets: { label: string; data: unknown[] }[] };
    options?: unknown;
  };
  destroyed: boolean;
}

export const createdCharts: RecordedChart[] = [];

export class Chart {
  static register(): void {}
  record: RecordedChart;
  constructor(_canvas: unknown, config: RecordedChart['config']) {
    this.record = { config, destroyed: false };
    createdCharts.push(this.record);
  }
  destroy(): void {
    this.record.destroyed = true;
  }
}

const element = class {};
export const BarController = element;
export const BarElement = element;
export const CategoryScale = element;
export const Legend = element;
export const LinearScale = element;
export const LineController = element;
export const LineElement = element;
export const PointElement = element;
export const Tooltip = element;
