import { TextField } from '@mui/material';
import { useState, type Ref } from 'react';
import type { IsoDate } from '../../../domain/dates/isoDate';
import { formatNorwegianDate, parseNorwegianDate } from '../../../domain/dates/norwegianDate';

/**
 * A day typed as dd.mm.åååå in one plain text field, so Tab leaves it at once (a picker's sections and
 * calendar button would each take a keystroke); handed on as an ISO day when the field is left.
 */
export function DayField({
  label,
  value,
  onCommit,
  onLeave,
  onTouched,
  inputRef,
  disabled,
  error,
  helperText,
}: {
  label: string;
  value: IsoDate | null;
  onCommit(day: IsoDate | null): void;
  /** After the value is handed on (the due date's default on blur). */
  onLeave?: () => void;
  /** The field was left, whatever it holds (the form shows its issues from then on). */
  onTouched?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  disabled: boolean;
  error: boolean;
  helperText: string;
}) {
  const [typing, setTyping] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = typing ?? (value === null ? '' : formatNorwegianDate(value));
  return (
    <TextField
      size="small"
      label={label}
      value={shown}
      disabled={disabled}
      error={error || problem !== null}
      helperText={problem ?? helperText}
      placeholder="dd.mm.åååå"
      {...(inputRef ? { inputRef } : {})}
      onChange={(event) => setTyping(event.target.value)}
      onBlur={() => {
        onTouched?.();
        if (typing === null) {
          onLeave?.();
          return;
        }
        const text = typing.trim();
        setTyping(null);
        setProblem(null);
        if (text === '') {
          if (value !== null) onCommit(null);
        } else {
          const parsed = parseNorwegianDate(text);
          if (!parsed.ok) {
            setProblem(parsed.error);
            setTyping(text);
            return;
          }
          if (parsed.value !== value) onCommit(parsed.value);
        }
        onLeave?.();
      }}
    />
  );
}
