// Types for the site's own client directives (registered in astro.config.mjs).
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate for signed-in readers only (./signed-in.ts). */
    'client:signed-in'?: boolean;
    /** Hydrate on the first sign of use; `"signed-in"` also at once for signed-in readers (./intent.ts). */
    'client:intent'?: boolean | 'signed-in';
  }
}
