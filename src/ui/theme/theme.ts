import { createTheme } from '@mui/material/styles';
import { nbNO as materialNbNO } from '@mui/material/locale';

/** One theme for the product: NorLink's colours, MUI in Norwegian. The signed-in pages extend it (workTheme). */
export const theme = createTheme(
  {
    palette: {
      mode: 'light',
      primary: { main: '#0b4f6c' },
      secondary: { main: '#01baef' },
      background: { default: '#f4f6f8' },
    },
    shape: { borderRadius: 6 },
    typography: { fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    },
  },
  materialNbNO,
);
