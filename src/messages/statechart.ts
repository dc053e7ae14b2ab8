/** Words of the statechart drawing (the flow editor's live diagram and the machine inspector). */
export const statechartText = {
  drawing: '正在绘制状态图…',
  failed: (reason: string) => `状态图绘制失败：${reason}`,
  diagramOf: (title: string) => `${title}状态图`,
} as const;
