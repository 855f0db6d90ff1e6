/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate only when the visitor opens the search panel (see src/islands/search/directive.ts). */
    'client:search'?: boolean;
  }
}

export {};
