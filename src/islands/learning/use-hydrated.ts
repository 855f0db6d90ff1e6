import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and during hydration, true once the island is interactive. Controls
 * stay disabled until then, so a click or choice made before the code arrives is not silently lost.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
