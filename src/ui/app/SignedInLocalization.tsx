import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { configureLocale } from '../../composition/locale';
import { workTheme } from '../theme/workTheme';

// Luxon is first loaded with this module (the signed-in part of the app), so it is set up here, once.
configureLocale();

/**
 * Norwegian for what only the signed-in pages use: luxon, the date pickers and the data grid. Kept out of
 * the login page's download.
 */
export function SignedInLocalization({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={workTheme}>
      <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="nb">
        {children}
      </LocalizationProvider>
    </ThemeProvider>
  );
}
