/** XP needed to climb one level. */
export const XP_PER_LEVEL = 100;

/** the XP record (docs/product.md, Records): everything the XP bar needs. */
export interface XpRecord {
  /** All XP ever earned. */
  totalXp: number;
  /** floor(totalXp / 100) + 1: the level rises when total XP reaches level × 100. */
  level: number;
  /** XP earned inside the current level: totalXp − (level − 1) × 100. */
  currentLevelXp: number;
  /** Total XP at which the next level starts: level × 100. */
  nextLevelXp: number;
}

/** The one level rule (docs/product.md, Learning rules), used by the server and by the browser's optimistic update. */
export function xpRecord(totalXp: number): XpRecord {
  const xp = Math.max(0, Math.floor(totalXp));
  const level = Math.floor(xp / XP_PER_LEVEL) + 1;
  return { totalXp: xp, level, currentLevelXp: xp - (level - 1) * XP_PER_LEVEL, nextLevelXp: level * XP_PER_LEVEL };
}

/** Share of the current level already earned, 0–100, for progress bars. */
export const levelProgressPercent = (xp: XpRecord): number => Math.min(100, Math.round((xp.currentLevelXp / XP_PER_LEVEL) * 100));

/** Floors of the development flag (docs/product.md, States): XP at least 10000 and level at least 15. */
const DEV_BOOST_MIN_XP = 10_000;
const DEV_BOOST_MIN_LEVEL = 15;

/**
 * the development flag (docs/product.md, States), for trying high-level views by hand: raises the shown XP to at least
 * 10000 and the level to at least 15. Callers apply it only in development builds.
 */
export function devBoostedXp(xp: XpRecord): XpRecord {
  const boosted = xpRecord(Math.max(xp.totalXp, DEV_BOOST_MIN_XP));
  return { ...boosted, level: Math.max(boosted.level, DEV_BOOST_MIN_LEVEL) };
}
