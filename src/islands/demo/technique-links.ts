/** Catalogue pages by technique slug, resolved by the page at build time (the island has no catalogue). */
export type TechniqueLinks = Readonly<Record<string, { url: string; name: string }>>;
