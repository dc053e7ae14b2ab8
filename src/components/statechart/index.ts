export { machineGraph, type GraphOptions } from './machine-graph';
export { layoutGraph } from './layout';
export { statechartSvg } from './statechart-svg';
export { StatechartDiagram, type StatechartDiagramProps } from './StatechartDiagram';
export { StatechartView, type StatechartViewProps } from './StatechartView';
export { useStatechartLayout, type StatechartLayout } from './use-statechart-layout';
export type * from './types';
