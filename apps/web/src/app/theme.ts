import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  luminance,
  type MantineColorsTuple,
} from '@mantine/core';

const fontStack =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

// Mantine's teal with its darker half shifted down: the primary shade (7) carries white button text and
// reads as link text on white and on the light gray panels at 4.5:1 or more (WCAG AA).
const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#12b886',
  '#087f5b',
  '#066649',
  '#054d37',
];

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 5 },
  colors: { teal },
  // Filled buttons and badges of light colours (yellow, lime) take dark text.
  autoContrast: true,
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Paper: { defaultProps: { withBorder: true } },
    Table: { defaultProps: { highlightOnHover: true, verticalSpacing: 'sm' } },
    // The default toggle label contains "password", so a label lookup for a "Password" field
    // (screen readers, browser tests) would find two controls.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    PasswordInput: {
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Show or hide the characters' } },
    },
  },
});

/** The lightest background text sits on (Mantine's gray.1: striped rows, hovered rows, light panels). */
const PANEL = '#f1f3f5';
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
/** The colour darkened in small steps until text in it reads at 4.5:1 on PANEL. */
function readable(color: string): string {
  let c = color;
  for (let step = 0; step < 20 && contrast(c, PANEL) < 4.6; step++) c = darken(c, 0.05);
  return c;
}

/**
 * Colour contrast (Lighthouse, WCAG AA 4.5:1) in the light scheme: dimmed text one step darker than Mantine's
 * gray.6, and each colour's text (`c="red"`, links) and light-variant text (badges, light buttons, the
 * active nav link) darkened where Mantine's shade falls short.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const light: Record<string, string> = { '--mantine-color-dimmed': '#5c636a' };
  const shade = typeof t.primaryShade === 'number' ? t.primaryShade : t.primaryShade.light;
  for (const [name, shades] of Object.entries({ ...DEFAULT_THEME.colors, ...t.colors })) {
    if (name === 'dark' || name === 'gray') continue;
    light[`--mantine-color-${name}-text`] = readable(shades[shade]);
    light[`--mantine-color-${name}-light-color`] = readable(shades[9]);
  }
  return { variables: {}, light, dark: {} };
};
