/** A positioned statechart as a standalone SVG file (xmlns, its own styles, a <title>), for download. */
import { buildScene, type Shape } from './scene';
import { statechartCss } from './styles';
import type { PositionedGraph } from './types';

const SCOPE = 'statechart';
const ARROW_ID = 'sc-arrow';

export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

function shapeMarkup(shape: Shape): string {
  const cls = `class="${shape.className}"`;
  switch (shape.kind) {
    case 'rect':
      return `<rect ${cls} x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}" rx="${shape.rx}"/>`;
    case 'circle':
      return `<circle ${cls} cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}"/>`;
    case 'path':
      return `<path ${cls} d="${shape.d}"${shape.arrow ? ` marker-end="url(#${ARROW_ID})"` : ''}/>`;
    case 'text':
      return `<text ${cls} x="${shape.x}" y="${shape.y}" text-anchor="${shape.anchor}">${escapeXml(shape.text)}</text>`;
  }
}

export function statechartSvg(positioned: PositionedGraph, title: string, highlight: readonly string[] = []): string {
  const scene = buildScene(positioned, highlight);
  const width = Math.ceil(scene.width);
  const height = Math.ceil(scene.height);
  const states = scene.states.map(
    (group) => `<g class="${group.className}" data-state-id="${escapeXml(group.stateId)}"><title>${escapeXml(group.label)}</title>${group.shapes.map(shapeMarkup).join('')}</g>`,
  );
  const edges = scene.edges.map((shapes) => `<g>${shapes.map(shapeMarkup).join('')}</g>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" class="${SCOPE}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<title>${escapeXml(title)}</title>`,
    `<style>${statechartCss(SCOPE, false)}</style>`,
    `<defs><marker id="${ARROW_ID}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path class="sc-arrow" d="M0 0 L10 5 L0 10 z"/></marker></defs>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    ...states,
    ...edges,
    '</svg>',
  ].join('\n');
}
