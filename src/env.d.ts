/// <reference types="astro/client" />

declare global {
  interface Window {
    /** Set by the inline search loader (components/PageScript.astro): open the panel once it mounts. */
    __atlasSearchRequested?: boolean;
  }
}

export {};
