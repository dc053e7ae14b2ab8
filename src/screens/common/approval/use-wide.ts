/** Whether the viewport is at least Chakra's `md` breakpoint (48rem), following resizes; false where matchMedia is missing. */
import { useEffect, useState } from 'react';

const WIDE = '(min-width: 48rem)';
const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : undefined);

export function useWide(): boolean {
  const [wide, setWide] = useState(() => media()?.matches ?? false);
  useEffect(() => {
    const list = media();
    if (!list) return;
    const update = () => setWide(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return wide;
}
