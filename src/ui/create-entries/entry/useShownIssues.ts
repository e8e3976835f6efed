import { useCallback, useState } from 'react';

/**
 * Which fields' issues the entry form shows (issue 43): a field's once the officer has left it, every field's
 * once Lagre has been pressed. A new entry does not open with 'Forfallsdato må fylles ut' in red before the
 * officer has come to the field; the rules themselves (entryValidation) still decide whether Lagre may save.
 */
export function useShownIssues<Field extends string>() {
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const [all, setAll] = useState(false);
  const touch = useCallback((field: Field) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field))), []);
  const showAll = useCallback(() => setAll(true), []);
  return { touch, showAll, shows: (field: Field) => all || touched.has(field) };
}
