/**
 * How many items of a row fit in its container, the rest going into a 更多 menu: the items' widths are
 * read from a hidden copy of the row, the container's width is followed as the window resizes.
 */
import { useLayoutEffect, useRef, useState } from 'react';

export function useFittingCount(itemCount: number, moreWidth: number) {
  const container = useRef<HTMLDivElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(itemCount);

  useLayoutEffect(() => {
    const box = container.current;
    const copy = measure.current;
    if (!box || !copy) return;
    const fit = () => {
      const widths = Array.from(copy.children, (child) => (child as HTMLElement).offsetWidth);
      const available = box.clientWidth;
      const total = widths.reduce((sum, width) => sum + width, 0);
      if (total <= available) return setCount(widths.length);
      let used = moreWidth;
      let fitting = 0;
      while (fitting < widths.length && used + widths[fitting] <= available) used += widths[fitting++];
      setCount(fitting);
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    return () => observer.disconnect();
  }, [itemCount, moreWidth]);

  return { container, measure, count };
}
