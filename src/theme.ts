import { createTheme } from '@mantine/core';

/**
 * CareChoice's look: calm teal on white, large readable type, 44 px touch targets (kiosks and tablets),
 * breakpoints of SPEC §9 (small < 640, medium 640–831, large 832–1023, extra large ≥ 1024).
 */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', fontWeight: '700' },
  breakpoints: { xs: '30em', sm: '40em', md: '52em', lg: '64em', xl: '80em' },
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
  },
});
