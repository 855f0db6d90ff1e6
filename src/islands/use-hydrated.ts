import { useEffect, useState } from 'react';

/**
 * False in the server-rendered HTML and until the island runs. Controls stay disabled until then:
 * a form submitted natively before hydration would put the password in the address, and a click
 * or quiz answer made before the code arrives would be silently lost.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
