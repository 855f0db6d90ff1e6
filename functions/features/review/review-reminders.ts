import { messages } from '../notifications/messages';
import { notify, type NotifyContext } from '../notifications/notify';
import { localDay, safeTimeZone } from '../learning/streak';
import { learnersToRemind } from './review.repo';

// The daily review reminder (docs/notifications.md): sent by the scheduled sweep to learners with
// cards due, through the channels their settings allow, at most once a day.

/** Reminders go out from 09:00 in the learner's zone, never at night. */
const FIRST_HOUR = 9;
/** No second reminder within this time, even if the learner's zone moves their day. */
const QUIET_MS = 20 * 60 * 60 * 1000;
/** Learners one sweep reminds at most; the next sweep continues. */
const PER_SWEEP = 500;

const hourFormats = new Map<string, Intl.DateTimeFormat>();
function localHour(now: number, timeZone: string) {
  const zone = safeTimeZone(timeZone);
  let format = hourFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' });
    hourFormats.set(zone, format);
  }
  return Number(format.formatToParts(new Date(now)).find((p) => p.type === 'hour')?.value ?? 0);
}

/** Reminds every learner with cards due whose day has reached 09:00; returns how many were reminded. */
export async function sendReviewReminders(ctx: NotifyContext): Promise<number> {
  let sent = 0;
  for (const learner of await learnersToRemind(ctx.db, ctx.now, QUIET_MS, PER_SWEEP)) {
    if (localHour(ctx.now, learner.time_zone) < FIRST_HOUR) continue;
    // The dedupe key (one per learner and day) makes a second reminder that day store nothing and send nothing.
    await notify(ctx, learner.user_id, messages.reviewDue(learner.due, localDay(ctx.now, learner.time_zone)));
    sent += 1;
  }
  return sent;
}
