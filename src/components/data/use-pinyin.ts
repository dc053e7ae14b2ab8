/** pinyin-match, loaded when first needed (it carries a dictionary the first screens do not need). */
import { useEffect, useState } from 'react';
import type { PinyinMatcher } from './organ-tree';

let loaded: Promise<PinyinMatcher> | undefined;

export function loadPinyinMatcher(): Promise<PinyinMatcher> {
  loaded ??= import('pinyin-match').then((module) => (text: string, query: string) => module.default.match(text, query));
  return loaded;
}

/** The matcher once loaded (undefined until then: names still match by their characters). */
export function usePinyinMatcher(wanted: boolean): PinyinMatcher | undefined {
  const [matcher, setMatcher] = useState<{ match: PinyinMatcher }>();
  useEffect(() => {
    if (!wanted || matcher) return;
    let live = true;
    void loadPinyinMatcher().then((match) => live && setMatcher({ match }));
    return () => {
      live = false;
    };
  }, [wanted, matcher]);
  return matcher?.match;
}
