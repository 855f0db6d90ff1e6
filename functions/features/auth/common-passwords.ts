import list from './data/common-passwords.txt?raw';

/** The refused passwords, lower-cased (see the header of the data file for what the list is). */
const COMMON = new Set(
  list
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#')),
);

/** Whether a password is on the list of common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** How many passwords the list holds (reported in the docs and checked by the tests). */
export const COMMON_PASSWORD_COUNT = COMMON.size;
