/**
 * Text that ends up in a mail header (a subject, an address) must stay on one line: control
 * characters (CR, LF, tab, NUL, NEL and the rest of Unicode's Cc) and the Unicode line and
 * paragraph separators could start a new header or confuse the provider. Forms refuse them
 * (`hasControlCharacters`); the one mail builder also flattens whatever older data still holds
 * (`oneLine`).
 */
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}]/u;
const CONTROL_RUNS = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;

export const hasControlCharacters = (value: string) => CONTROL.test(value);

export const oneLine = (value: string) => value.replace(CONTROL_RUNS, ' ');
