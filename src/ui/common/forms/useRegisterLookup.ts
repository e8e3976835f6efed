import { useEffect, useRef, useState } from 'react';

export interface RegisterFinding<T> {
  readonly key: string;
  readonly found: T;
}

/**
 * A register look-up as the officer types (postal code → city, org no → company): asks once the key is
 * complete (`null` until then), and gives the answer only while the field still holds the key it was asked
 * for, so a late answer for an earlier value is never shown. A failed look-up shows nothing; the field
 * stays as typed.
 */
export function useRegisterLookup<T>(key: string | null, look: (key: string) => Promise<T>): RegisterFinding<T> | null {
  const [finding, setFinding] = useState<RegisterFinding<T> | null>(null);
  // The latest function, without asking again when a caller passes a new one for the same key.
  const lookRef = useRef(look);
  lookRef.current = look;
  useEffect(() => {
    if (key === null) return undefined;
    let current = true;
    lookRef.current(key).then(
      (found) => current && setFinding({ key, found }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [key]);
  return finding !== null && finding.key === key ? finding : null;
}
