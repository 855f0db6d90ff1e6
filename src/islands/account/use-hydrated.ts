import { useEffect, useState } from 'react';

/**
 * False in the server-rendered HTML and until the island runs. Submit buttons stay disabled until
 * then: a form submitted natively before hydration would put the password in the address.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
