// The brand: deep navy and warm gold on ivory (light) or deep navy (dark).
import { Badge, Button, createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

const navy: MantineColorsTuple = [
  '#eef1f7', '#d9deea', '#b0bbd3', '#8496bc', '#5f76a8',
  '#3f5a91', '#2f4a80', '#22396a', '#172a52', '#0b1426',
];

const gold: MantineColorsTuple = [
  '#fbf6ea', '#f3e8cc', '#ead7a8', '#e0c48a', '#d6b46c',
  '#c9a45c', '#a9863f', '#8a6b2f', '#6b5224', '#4d3a19',
];

// Mantine's dark palette drives dark-mode surfaces: make it the brand's night navy.
const dark: MantineColorsTuple = [
  '#e8e4da', '#c3c8d4', '#98a1b4', '#6c7791', '#3a4763',
  '#25314d', '#1a2540', '#131d35', '#0e172c', '#0a1222',
];

/**
 * The text colour of filled primary buttons and badges. autoContrast picks white for the light
 * theme's navy; the dark theme fills them with gold, which needs the navy of
 * --mantine-primary-color-contrast (set per scheme below).
 */
function primaryText<V extends string>(cssVar: V, props: { color?: unknown; variant?: string }) {
  return !props.color && (!props.variant || props.variant === 'filled')
    ? ({ [cssVar]: 'var(--mantine-primary-color-contrast)' } as Record<V, string>)
    : {};
}

export const theme = createTheme({
  colors: { navy, gold, dark },
  primaryColor: 'navy',
  primaryShade: { light: 9, dark: 3 },
  autoContrast: true,
  white: '#ffffff',
  black: '#0b1426',
  fontFamily: "'Inter Variable', 'Cairo Variable', system-ui, -apple-system, 'Segoe UI', sans-serif",
  headings: {
    fontFamily: "'Playfair Display Variable', 'Cairo Variable', Georgia, serif",
    fontWeight: '600',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: Button.extend({
      defaultProps: { radius: 'xl' },
      vars: (_theme, props) => ({ root: primaryText('--button-color', props) }),
    }),
    Badge: Badge.extend({
      vars: (_theme, props) => ({ root: primaryText('--badge-color', props) }),
    }),
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    '--brand-gold': gold[5],
  },
  light: {
    '--mantine-color-body': '#faf7f0',
    '--mantine-color-text': '#0b1426',
    '--mantine-color-dimmed': '#4a5570',
    '--brand-surface': '#ffffff',
    '--brand-accent-text': gold[8],
    '--mantine-color-anchor': navy[6],
    '--brand-border': '#e6dfcf',
    // Mantine's error red is 3.3:1 on white: field messages need AA (4.5:1) on every surface.
    '--mantine-color-error': '#c92a2a',
  },
  dark: {
    '--mantine-color-body': '#0b1426',
    '--mantine-color-text': '#f3efe6',
    '--mantine-color-dimmed': '#b5bccb',
    '--mantine-primary-color-filled': gold[3],
    '--mantine-primary-color-filled-hover': gold[2],
    '--mantine-primary-color-contrast': '#0b1426',
    '--mantine-primary-color-light-color': gold[2],
    '--brand-surface': '#131d35',
    '--brand-accent-text': gold[3],
    '--mantine-color-anchor': gold[3],
    '--brand-border': '#25314d',
    '--mantine-color-error': '#ff8787',
  },
});
