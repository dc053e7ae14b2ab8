/**
 * The Chakra system: Element-blue primary actions (red stays for delete and warnings), dark-blue navigation
 * (sidebar colour of the spec) with the fire service's red flame and selected-root mark.
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { usedThemeConfig } from './theme-recipes';

const config = defineConfig({
  globalCss: {
    'html, body, #root': { height: '100%' },
    body: { bg: 'bg.subtle', color: 'fg', fontSize: 'sm' },
    '#nprogress .bar': { background: 'brand.500', height: '3px' },
    '#nprogress .peg': { boxShadow: '0 0 10px {colors.brand.500}, 0 0 5px {colors.brand.500}' },
  },
  theme: {
    tokens: {
      fonts: {
        body: { value: "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Helvetica Neue', Arial, sans-serif" },
        heading: { value: "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Helvetica Neue', Arial, sans-serif" },
      },
      colors: {
        /** Element's primary blue (#409EFF); 600 is the solid, dark enough for white text (5:1). */
        brand: {
          50: { value: '#ecf5ff' },
          100: { value: '#d9ecff' },
          200: { value: '#c6e2ff' },
          300: { value: '#a0cfff' },
          400: { value: '#79bbff' },
          500: { value: '#409eff' },
          600: { value: '#2a6fc2' },
          700: { value: '#1f5ca6' },
          800: { value: '#1a4b87' },
          900: { value: '#153c6b' },
          950: { value: '#0c2647' },
        },
        /** The fire service's red: the flame, the navbar's selected root, the login and dashboard banners. */
        fire: {
          50: { value: '#fff1f0' },
          100: { value: '#ffdcd7' },
          200: { value: '#ffb4aa' },
          300: { value: '#ff8575' },
          400: { value: '#f5563f' },
          500: { value: '#e03a22' },
          600: { value: '#c62a14' },
          700: { value: '#a11f0e' },
          800: { value: '#7d1a0e' },
          900: { value: '#5c150c' },
          950: { value: '#3a0b05' },
        },
        navy: {
          50: { value: '#e8eef7' },
          100: { value: '#c5d3ea' },
          200: { value: '#9db3d9' },
          300: { value: '#6f8ec4' },
          400: { value: '#4a6fae' },
          500: { value: '#2f5494' },
          600: { value: '#214275' },
          700: { value: '#17325c' },
          800: { value: '#112747' },
          900: { value: '#0b1d36' },
          950: { value: '#071325' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
        // Chakra's light-mode red.500 error text (3.8:1) and gray.400 subtle text (2.6:1, the notice dates) are
        // below WCAG AA on white; one step darker reads at 4.8:1.
        fg: {
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
          subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
        },
        navbar: {
          bg: { value: '{colors.navy.950}' },
          fg: { value: '{colors.navy.50}' },
          hover: { value: '{colors.navy.800}' },
          active: { value: '{colors.navy.700}' },
        },
        sidebar: {
          bg: { value: '{colors.navy.900}' },
          fg: { value: '{colors.navy.100}' },
          muted: { value: '{colors.navy.300}' },
          hover: { value: '{colors.navy.800}' },
          activeBg: { value: '{colors.navy.600}' },
          activeFg: { value: 'white' },
          groupBg: { value: '{colors.navy.950}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, usedThemeConfig, config);
