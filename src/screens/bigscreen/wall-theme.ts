/** Colours of the dark wall screens and the nivo theme their charts share. */
export const WALL = {
  background: '#041230',
  stageGradient: 'radial-gradient(ellipse at 50% 0%, #0c2d66 0%, #061a3d 45%, #030d24 100%)',
  panel: 'rgba(9, 36, 82, 0.55)',
  panelBorder: 'rgba(56, 189, 248, 0.35)',
  title: '#e0f2fe',
  text: '#cbd5e1',
  muted: '#7f9bc2',
  accent: '#38bdf8',
  figure: '#fde68a',
} as const;

export const WALL_SERIES = ['#38bdf8', '#fbbf24', '#34d399', '#f87171', '#a78bfa', '#fb923c', '#22d3ee', '#f472b6'];

export const WALL_CHART_THEME = {
  text: { fontSize: 13, fill: WALL.text },
  axis: {
    ticks: { text: { fontSize: 12, fill: WALL.muted }, line: { stroke: 'rgba(148, 163, 184, 0.35)' } },
    domain: { line: { stroke: 'rgba(148, 163, 184, 0.35)', strokeWidth: 1 } },
  },
  grid: { line: { stroke: 'rgba(148, 163, 184, 0.15)' } },
  legends: { text: { fontSize: 12, fill: WALL.text } },
  labels: { text: { fontSize: 12, fill: '#0f172a' } },
  tooltip: { container: { fontSize: 12, background: '#0f2747', color: '#e2e8f0' } },
} as const;
