import { BoundedMap } from '../../lib/bounded-map';

/**
 * The activity day this isolate last saw recorded for each learner. A save on a day already
 * recorded would insert nothing (recordActivityDayStatement never adds a day at or before one
 * recorded), so a save whose day is noted here leaves that statement out of its batch: every save
 * after a learner's first of the day is one statement shorter. The note is a hint, checked by the
 * same batch: its stats read lists the recorded days, and a save that left its day out on a stale
 * note records it then (learning.service.ts).
 */
const recorded = new BoundedMap<string, string>(5_000);

export const dayNotedRecorded = (userId: string, day: string) => recorded.get(userId) === day;

export function noteDayRecorded(userId: string, day: string) {
  recorded.set(userId, day);
}
