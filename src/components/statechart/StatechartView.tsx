/**
 * A positioned statechart as SVG. The container scrolls (pan); a drawing wider than its container is
 * scaled down to fit, to no less than `minScale`, so a phone (390 px) sees the whole chart.
 */
import { Box, type BoxProps } from '@chakra-ui/react';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { statechartText } from '../../messages/statechart';
import { buildScene, type Shape } from './scene';
import { statechartCss } from './styles';
import type { PositionedGraph } from './types';

const SCOPE = 'statechart-view';
const CSS = statechartCss(SCOPE, true);

export interface StatechartViewProps extends Omit<BoxProps, 'children'> {
  positioned: PositionedGraph;
  title: string;
  highlight?: readonly string[];
  onSelectState?: (stateId: string) => void;
  /** The smallest scale used to fit the width; below it the drawing scrolls (default 0.4). */
  minScale?: number;
}

function ShapeView({ shape, arrow }: { shape: Shape; arrow: string }) {
  switch (shape.kind) {
    case 'rect':
      return <rect className={shape.className} x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={shape.rx} />;
    case 'circle':
      return <circle className={shape.className} cx={shape.cx} cy={shape.cy} r={shape.r} />;
    case 'path':
      return <path className={shape.className} d={shape.d} markerEnd={shape.arrow ? `url(#${arrow})` : undefined} />;
    case 'text':
      return (
        <text className={shape.className} x={shape.x} y={shape.y} textAnchor={shape.anchor}>
          {shape.text}
        </text>
      );
  }
}

/** The container's inner width, followed as it resizes (none in jsdom: the drawing keeps its size). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function StatechartView({ positioned, title, highlight = [], onSelectState, minScale = 0.4, ...box }: StatechartViewProps) {
  const arrow = `sc-arrow-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [ref, available] = useWidth();
  const scene = buildScene(positioned, highlight);
  const width = Math.ceil(scene.width);
  const height = Math.ceil(scene.height);
  const scale = available ? Math.min(1, Math.max(minScale, available / width)) : 1;
  const select = (stateId: string) => onSelectState?.(stateId);
  const onKey = (stateId: string) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    select(stateId);
  };

  return (
    <Box ref={ref} overflow="auto" tabIndex={0} data-testid="statechart" {...box}>
      <svg
        className={SCOPE}
        role="img"
        aria-label={statechartText.diagramOf(title)}
        width={Math.round(width * scale)}
        height={Math.round(height * scale)}
        viewBox={`0 0 ${width} ${height}`}
        style={{ display: 'block' }}
      >
        <style>{CSS}</style>
        <defs>
          <marker id={arrow} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path className="sc-arrow" d="M0 0 L10 5 L0 10 z" />
          </marker>
        </defs>
        {scene.states.map((group) => (
          <g
            key={group.stateId}
            className={onSelectState ? `${group.className} sc-selectable` : group.className}
            data-state-id={group.stateId}
            data-testid={`statechart-state-${group.stateId}`}
            {...(onSelectState && { role: 'button', tabIndex: 0, 'aria-label': group.label, onClick: () => select(group.stateId), onKeyDown: onKey(group.stateId) })}
          >
            <title>{group.label}</title>
            {group.shapes.map((shape, index) => (
              <ShapeView key={index} shape={shape} arrow={arrow} />
            ))}
          </g>
        ))}
        {scene.edges.map((shapes, index) => (
          <g key={index} data-testid="statechart-edge">
            {shapes.map((shape, at) => (
              <ShapeView key={at} shape={shape} arrow={arrow} />
            ))}
          </g>
        ))}
      </svg>
    </Box>
  );
}
