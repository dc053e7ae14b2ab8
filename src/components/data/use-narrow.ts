/** Whether the viewport is narrower than a width (false where there is no matchMedia, as in tests). */
import { useSyncExternalStore } from 'react';

const queryOf = (widthPx: number) => `(max-width: ${widthPx - 0.02}px)`;
const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

export function useNarrowerThan(widthPx: number): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!hasMatchMedia()) return () => {};
      const query = window.matchMedia(queryOf(widthPx));
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => hasMatchMedia() && window.matchMedia(queryOf(widthPx)).matches,
    () => false,
  );
}
