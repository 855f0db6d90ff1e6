import { describe, expect, it } from 'vitest';
import { signedInUser } from './users';
import { appAt, lessonsOfKind, payloadFor } from './learning-helpers';

type Json = Record<string, any>;
const START = Date.UTC(2026, 5, 1, 10, 0);
const [first, second] = lessonsOfKind('reading');

describe('lessons record "started" as well as completed', () => {
  it('lists opened lessons, most recent first, and the current one as where the learner left off', async () => {
    const user = await signedInUser();
    const app = appAt(START);
    const send = (path: string, init: RequestInit & { json?: unknown } = {}) => app.request(path, user.cookie, init);
    const stats = async () => (await (await send('/learning-hub/stats')).json()) as Json;

    expect(await stats()).toMatchObject({ opened: [], currentLessonId: null });
    await send(`/learning-hub/lessons/${first!.lesson.id}/open`, { method: 'POST' });
    app.advance(60_000);
    await send(`/learning-hub/lessons/${second!.lesson.id}/open`, { method: 'POST' });
    const s = await stats();
    expect(s.currentLessonId).toBe(second!.lesson.id);
    expect(s.opened).toEqual([
      { lessonId: second!.lesson.id, journeyId: second!.journey.id, openedAt: new Date(START + 60_000).toISOString() },
      { lessonId: first!.lesson.id, journeyId: first!.journey.id, openedAt: new Date(START).toISOString() },
    ]);
    // Opened is not completed: no progress row until the learner saves one.
    expect(s.progress).toEqual([]);

    // Going back to the first lesson makes it the current one again; its first opening stays.
    app.advance(60_000);
    await send(`/learning-hub/lessons/${first!.lesson.id}/open`, { method: 'POST' });
    expect((await send('/learning-hub/progress', { method: 'POST', json: payloadFor(first!) })).status).toBe(200);
    const after = await stats();
    expect(after.currentLessonId).toBe(first!.lesson.id);
    expect(after.opened.find((o: Json) => o.lessonId === first!.lesson.id).openedAt).toBe(new Date(START).toISOString());
  });

  it('needs a signed-in learner', async () => {
    expect((await appAt(START).request('/learning-hub/stats', '')).status).toBe(401);
  });
});
