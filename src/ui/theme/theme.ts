import { createTheme } from '@mui/material/styles';
import { nbNO as materialNbNO } from '@mui/material/locale';
import { BRAND } from './brand';

/** One theme for the product: NorLink's colours, MUI in Norwegian. */
export const theme = createTheme(
  {
    palette: {
      mode: 'light',
      // WCAG AA for text on a filled colour (4.5:1): MUI's default of 3 puts white on the info blue and the
      // warning orange of the status badges, which axe finds too faint; at 4.5 MUI chooses black there.
      contrastThreshold: 4.5,
      primary: { main: BRAND.primary },
      secondary: { main: BRAND.secondary },
      error: { main: BRAND.error },
      background: { default: BRAND.background },
    },
    shape: { borderRadius: BRAND.borderRadius },
    typography: { fontFamily: BRAND.fontFamily },
    components: {
      // A button's label stays on one line ('LAST NED', 'MARKER SOM LEST'); a squeezed layout scrolls or folds instead.
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { whiteSpace: 'nowrap' } } },
      MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    },
  },
  materialNbNO,
);
