import type { SessionUser } from '../auth/session.repo';
import { xpRecord, type XpRecord } from '../../../src/lib/learning/levels';
import { STREAK_MILESTONES } from '../../../src/lib/notifications/kinds';
import { messages } from '../notifications/messages';
import { notify, type NotifyContext } from '../notifications/notify';
import type { NotificationDraft } from '../notifications/notifications.repo';
import type { StreakRecord } from './learning.schemas';
import { localDay } from './streak';

/**
 * The learning milestones a save reached, as the notifications they make: a new level (when the XP
 * this save awarded crossed one) and a streak of a milestone length (3, 7, 14… days).
 */
export function milestonesReached(user: SessionUser, stats: { xp: XpRecord; streak: StreakRecord }, awarded: number, now: number) {
  const reached: NotificationDraft[] = [];
  const level = stats.xp.level;
  if (awarded > 0 && level > xpRecord(stats.xp.totalXp - awarded).level) reached.push(messages.levelReached(level));
  const streakDays = stats.streak.currentStreak;
  if ((STREAK_MILESTONES as readonly number[]).includes(streakDays)) {
    reached.push(messages.streakMilestone(streakDays, localDay(now, user.timeZone)));
  }
  return reached;
}

/** Notifies each milestone reached, in the app (and by mail or push as the learner allows). */
export async function notifyMilestones(ctx: NotifyContext, user: SessionUser, reached: readonly NotificationDraft[]) {
  for (const milestone of reached) await notify(ctx, user.id, milestone);
}
