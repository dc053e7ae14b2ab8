/**
 * The diagram's stylesheet. On screen the colours are Chakra's tokens (CSS variables, so the brand colour
 * and dark mode follow the theme); an exported file has no theme, so it gets the light values written out.
 */
import { EDGE_FONT, INVOKE_FONT, STATE_FONT } from './sizes';

/** Chakra token → its light value, used when the variable is not there. */
const COLORS = {
  panel: ['--chakra-colors-bg-panel', '#ffffff'],
  subtle: ['--chakra-colors-bg-subtle', '#fafafa'],
  border: ['--chakra-colors-border-emphasized', '#a1a1aa'],
  borderMuted: ['--chakra-colors-border', '#d4d4d8'],
  fg: ['--chakra-colors-fg', '#18181b'],
  muted: ['--chakra-colors-fg-muted', '#52525b'],
  brand: ['--chakra-colors-brand-solid', '#c62a14'],
  brandContrast: ['--chakra-colors-brand-contrast', '#ffffff'],
  brandSubtle: ['--chakra-colors-brand-subtle', '#fff1f0'],
} as const;

type ColorName = keyof typeof COLORS;

export const FONT_FAMILY = "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Helvetica Neue', Arial, sans-serif";

/** `themed`: CSS variables with the light values as fallbacks; otherwise the light values alone. */
export function statechartCss(scope: string, themed: boolean): string {
  const c = (name: ColorName) => (themed ? `var(${COLORS[name][0]}, ${COLORS[name][1]})` : COLORS[name][1]);
  const s = `.${scope}`;
  return [
    `${s} { font-family: ${themed ? 'inherit' : FONT_FAMILY}; }`,
    `${s} .sc-box { fill: ${c('panel')}; stroke: ${c('border')}; stroke-width: 1.2; }`,
    `${s} .sc-compound > .sc-box, ${s} .sc-parallel > .sc-box { fill: ${c('subtle')}; stroke: ${c('borderMuted')}; }`,
    `${s} .sc-parallel > .sc-box { stroke-dasharray: 6 4; }`,
    `${s} .sc-inner { fill: none; stroke: ${c('border')}; stroke-width: 1.2; }`,
    `${s} .sc-name { font-size: ${STATE_FONT}px; fill: ${c('fg')}; }`,
    `${s} .sc-title { font-size: ${STATE_FONT}px; font-weight: 600; fill: ${c('fg')}; }`,
    `${s} .sc-invoke { font-size: ${INVOKE_FONT}px; fill: ${c('muted')}; }`,
    `${s} .sc-active > .sc-box { fill: ${c('brand')}; stroke: ${c('brand')}; }`,
    `${s} .sc-active > .sc-inner { stroke: ${c('brandContrast')}; }`,
    `${s} .sc-active > .sc-name, ${s} .sc-active > .sc-invoke { fill: ${c('brandContrast')}; font-weight: 600; }`,
    `${s} .sc-active-parent > .sc-box { fill: ${c('brandSubtle')}; stroke: ${c('brand')}; stroke-width: 1.6; }`,
    `${s} .sc-line { fill: none; stroke: ${c('muted')}; stroke-width: 1.2; }`,
    `${s} .sc-arrow { fill: ${c('muted')}; }`,
    `${s} .sc-initial { fill: ${c('fg')}; }`,
    `${s} .sc-label-bg { fill: ${c('panel')}; fill-opacity: 0.92; }`,
    `${s} .sc-label { font-size: ${EDGE_FONT}px; fill: ${c('fg')}; }`,
    `${s} .sc-guard { fill: ${c('muted')}; font-style: italic; }`,
    `${s} .sc-selectable { cursor: pointer; }`,
    `${s} .sc-selectable:hover > .sc-box, ${s} .sc-selectable:focus-visible > .sc-box { stroke: ${c('brand')}; stroke-width: 2; }`,
    `${s} .sc-selectable:focus { outline: none; }`,
  ].join('\n');
}
