import { useEffect, useRef } from 'react';
import { Chart, type ChartConfiguration } from '../lib/chart';

interface ChartCanvasProps {
  /** Memoise it: a new object rebuilds the chart. */
  config: ChartConfiguration;
  label: string;
  height?: number;
}

/** chart.js used directly: the chart is created when the canvas mounts and destroyed when the screen is left. */
export function ChartCanvas({ config, label, height = 300 }: ChartCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div style={{ position: 'relative', height }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
