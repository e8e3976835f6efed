import { TextField, type TextFieldProps } from '@mui/material';
import { useState, type Ref } from 'react';
import { formatAmount } from '../../../domain/money/formatAmount';
import { parseAmount } from '../../../domain/money/parseAmount';
import type { Ore } from '../../../domain/money/ore';

/**
 * An amount typed as the officer writes it (1 234,50) and handed on in øre when the field is left; an
 * emptied field hands on null. What cannot be read stays typed, with the reason under it.
 */
export function AmountField({
  label,
  value,
  onCommit,
  inputRef,
  error,
  helperText,
  disabled,
  id,
  onLeave,
}: {
  label: string;
  value: Ore | null;
  onCommit(amount: Ore | null): void;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  id?: string;
  /** The field was left, whether or not its value changed (the form shows its issues from then on). */
  onLeave?: () => void;
}) {
  const [typing, setTyping] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = typing ?? (value === null ? '' : formatAmount(value));
  const props: TextFieldProps = {
    label,
    value: shown,
    error: Boolean(error) || problem !== null,
    helperText: problem ?? helperText ?? ' ',
    disabled: Boolean(disabled),
    size: 'small',
  };
  return (
    <TextField
      {...props}
      {...(id ? { id } : {})}
      {...(inputRef ? { inputRef } : {})}
      slotProps={{ htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' } } }}
      onChange={(event) => setTyping(event.target.value)}
      onBlur={() => {
        onLeave?.();
        // Nothing typed since the field was entered: nothing to hand on.
        if (typing === null) return;
        const text = typing.trim();
        setTyping(null);
        if (text === '') {
          setProblem(null);
          if (value !== null) onCommit(null);
          return;
        }
        const parsed = parseAmount(text);
        if (!parsed.ok) {
          setProblem(parsed.error);
          setTyping(text);
          return;
        }
        setProblem(null);
        if (parsed.value !== value) onCommit(parsed.value);
      }}
    />
  );
}
