import { createTheme } from '@mantine/core';

const fontStack =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 5 },
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
