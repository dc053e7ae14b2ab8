/**
 * Gives a chart its box's layout size. nivo's Responsive* wrappers measure the on-screen size, which the wall
 * stage's scale transform shrinks (the chart would be drawn small and then scaled again); ResizeObserver's
 * content box is the untransformed layout size.
 */
import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface Size {
  width: number;
  height: number;
}

export function Sized({ children, testId }: { children: (size: Size) => ReactNode; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      setSize((now) => (now.width === width && now.height === height ? now : { width, height }));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={ref} w="100%" h="100%" overflow="hidden" data-testid={testId}>
      {size.width > 0 && size.height > 0 && children(size)}
    </Box>
  );
}
