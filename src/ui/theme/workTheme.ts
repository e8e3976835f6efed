import { createTheme } from '@mui/material/styles';
import { nbNO as dataGridNbNO } from '@mui/x-data-grid/locales';
import { nbNO as datePickersNbNO } from '@mui/x-date-pickers/locales';
import { theme } from './theme';

/** The product theme with the data grid's and the date pickers' texts in Norwegian (signed-in pages). */
export const workTheme = createTheme(theme, dataGridNbNO, datePickersNbNO);
