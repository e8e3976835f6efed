import { MenuItem, TextField } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** A select of a react-hook-form form: its options as value and label, the field's message (or the help text) under it. */
export function ControlledSelect<V extends FieldValues>({
  control,
  name,
  label,
  options,
  error,
  helperText = ' ',
}: {
  readonly control: Control<V>;
  readonly name: Path<V>;
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly error?: string | undefined;
  readonly helperText?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField select fullWidth label={label} value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} error={!!error} helperText={error ?? helperText}>
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
