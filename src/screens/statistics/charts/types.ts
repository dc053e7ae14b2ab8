import type { Figures, Measure } from '../figures';

/** Props of every chart: the figures, the measures drawn, and what a click on a bar, point or slice opens. */
export interface ChartProps {
  figures: Figures;
  measures: readonly Measure[];
  onDrill: (rowKey: string, measureKey: string) => void;
}
