/** Whether a name is an IANA time zone this runtime knows (the browser and workerd both use ICU). */
export function isValidTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The time zones offered in the profile form, with the browser's own first when it knows it. */
export function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const list = known.includes('UTC') ? [...known] : ['UTC', ...known];
  return list.includes(current) ? list : [current, ...list];
}
