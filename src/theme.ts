import { Button, createTheme, rem, type CSSVariablesResolver } from '@mantine/core';
import { t } from './i18n/en';

/**
 * CareChoice's look: calm teal on white, large readable type, 44 px touch targets (kiosks and tablets),
 * breakpoints of SPEC §9 (small < 640, medium 640–831, large 832–1023, extra large ≥ 1024).
 */
export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 9: white text on it and it on white both pass WCAG AA contrast (4.5:1); shade 8 does not.
  primaryShade: { light: 9, dark: 6 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', fontWeight: '700' },
  breakpoints: { xs: '30em', sm: '40em', md: '52em', lg: '64em', xl: '80em' },
  components: {
    // Mantine's md button is 42 px tall: 44 px is the smallest target a finger on a kiosk or tablet should get.
    // Its height is a floor, not a cap: a label longer than a narrow phone's button ('Save Contact Information' at
    // 320 px, or its Spanish) goes on to a second line instead of being cut.
    Button: Button.extend({
      defaultProps: { size: 'md' },
      vars: (_theme, props) => ({ root: (props.size ?? 'md') === 'md' ? { '--button-height': rem(44) } : {} }),
      // A link drawn as a button (an <a>) centres its label only as a flex box: a <button> does so by itself.
      styles: {
        root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: rem(6), display: 'inline-flex', alignItems: 'center', justifyContent: 'center' },
        inner: { flex: '1 1 auto' },
        label: { whiteSpace: 'normal', textAlign: 'center', overflowWrap: 'normal', lineHeight: 1.25 },
      },
    }),
    // One size for every field, so a form's fields line up; 16 px text, which phones do not zoom into on focus.
    TextInput: { defaultProps: { size: 'md' } },
    // The eye button's name from the catalogue, read as the field is drawn (the getter), so it follows the language;
    // Mantine's own is English ('Toggle password visibility'). aria-pressed says whether the password shows.
    PasswordInput: {
      defaultProps: {
        size: 'md',
        visibilityToggleButtonProps: {
          get 'aria-label'() {
            return t.shell.showPassword;
          },
        },
      },
    },
    Select: { defaultProps: { size: 'md' } },
    NativeSelect: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
    // Badges say what they say in sentence case ('Completed'): Mantine's capitals read as shouting, and a screen
    // reader may spell them out letter by letter.
    Badge: { defaultProps: { tt: 'none' } },
  },
});

/**
 * WCAG 2.1 AA contrast (4.5:1). Mantine's default 'dimmed' text (gray 6) is 3.3:1 on white; gray 7 is 7.8:1, so
 * secondary text (hints under fields, cities on cards) stays lighter than body text but readable. Teal text on the
 * light teal tints of 'light' and 'subtle' buttons and badges (teal 9 on a hovered tint is 4.3:1) gets a deeper teal.
 */
export const ACCESSIBLE_TEAL_TEXT = '#066649';

export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': current.colors.gray[7]!,
    '--mantine-color-teal-light-color': ACCESSIBLE_TEAL_TEXT,
    // A filled button under the pointer: Mantine goes from shade 9 to the lighter shade 8 (3.9:1 under white text);
    // the deeper teal keeps it above 4.5:1.
    '--mantine-color-teal-filled-hover': ACCESSIBLE_TEAL_TEXT,
    '--mantine-primary-color-filled-hover': ACCESSIBLE_TEAL_TEXT,
  },
  dark: {},
});
