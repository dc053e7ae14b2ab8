import { useEffect, useState } from 'react';
import { WALL_HEIGHT_PX, WALL_WIDTH_PX } from '../../constants/bigscreen';

/** The scale that fits the fixed wall stage into the window (letterboxed, never cropped). */
export function stageScale(width: number, height: number): number {
  return Math.min(width / WALL_WIDTH_PX, height / WALL_HEIGHT_PX);
}

export function useStageScale(): number {
  const [scale, setScale] = useState(() => stageScale(window.innerWidth, window.innerHeight));
  useEffect(() => {
    const onResize = () => setScale(stageScale(window.innerWidth, window.innerHeight));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return scale;
}
