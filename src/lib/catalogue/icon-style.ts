import { iconStyle as buildIconStyle } from '../../../scripts/catalogue-config.mjs';

/** The icon's style attribute; the same function computes the CSP hashes in astro.config. */
export const iconStyle = (color: string): string => buildIconStyle(color);
