/** Sizes of the drawing, shared by the layout (which reserves room) and the renderers (which fill it). */

export const STATE_FONT = 13;
export const EDGE_FONT = 11;
export const INVOKE_FONT = 11;
export const STATE_HEIGHT = 36;
export const INVOKE_LINE = 16;
export const EDGE_LINE = 14;
export const TITLE_HEIGHT = 30;
export const HISTORY_SIZE = 30;
export const INITIAL_DOT = 10;
export const FINAL_INSET = 4;

const WIDE = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;

/** About how wide a text is drawn (no DOM to measure in tests or on the server): CJK full width, the rest ~0.6. */
export function textWidth(text: string, fontSize: number): number {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? fontSize : fontSize * 0.6;
  return Math.ceil(width);
}

export const invokeText = (src: string) => `invoke: ${src}`;

/** Transition labels as drawn: the event on one line, its guard ('[…]') on the next. */
export const labelLines = (labels: readonly string[]): string[] =>
  labels.flatMap((label) => {
    const at = label.indexOf(' [');
    return at < 0 ? [label] : [label.slice(0, at), label.slice(at + 1)];
  });
