/**
 * Inline scripts after the page's CSP <meta> must be allowed by hash: Astro hashes the scripts it
 * bundles but not `is:inline` ones. Pages call this in their front matter (which runs before the
 * <head> is written) with the exact text they render with `set:html`, and get that text back.
 * Web Crypto rather than node:crypto, so it works wherever Astro renders.
 */
type CspContext = { csp?: { insertScriptHash: (hash: `sha256-${string}`) => void } };

export async function allowInlineScript(astro: CspContext, source: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(source));
  const base64 = btoa(String.fromCharCode(...new Uint8Array(digest)));
  astro.csp?.insertScriptHash(`sha256-${base64}`);
  return source;
}
