/// <reference types="astro/client" />

/** The technique icon colour classes, generated at build (scripts/catalogue-config.mjs). */
declare module 'virtual:technique-icons.css';
