import type { SessionUser } from '../auth/session.repo';
import { xpRecord, type XpRecord } from '../../../src/lib/learning/levels';
import { STREAK_MILESTONES } from '../../../src/lib/notifications/kinds';
import { messages } from '../notifications/messages';
import { notify, type NotifyContext } from '../notifications/notify';
import type { StreakRecord } from './learning.schemas';
import { localDay } from './streak';

/**
 * The learning milestones a save can reach, each notified in the app: a new level (when the XP
 * this save awarded crossed one) and a streak of a milestone length (3, 7, 14… days).
 */
export async function notifyMilestones(
  ctx: NotifyContext,
  user: SessionUser,
  stats: { xp: XpRecord; streak: StreakRecord },
  awarded: number,
  now: number,
) {
  const level = stats.xp.level;
  if (awarded > 0 && level > xpRecord(stats.xp.totalXp - awarded).level) await notify(ctx, user.id, messages.levelReached(level));
  const streakDays = stats.streak.currentStreak;
  if ((STREAK_MILESTONES as readonly number[]).includes(streakDays)) {
    await notify(ctx, user.id, messages.streakMilestone(streakDays, localDay(now, user.timeZone)));
  }
}
