/**
 * How dates and amounts are written everywhere: pages, islands, emails, notifications and the
 * certificate page say the same thing the same way.
 */
const longDate = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

/** "25 November 2026" style (en: "November 25, 2026"), in UTC so server and browser agree. */
export const formatDate = (ms: number) => longDate.format(new Date(ms));

/** An amount in the smallest unit of its currency, e.g. 900 usd → "$9.00". */
export const formatMoney = (cents: number, currency = 'usd') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
