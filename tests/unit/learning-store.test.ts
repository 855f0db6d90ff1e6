import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, cleanStores } from 'nanostores';
import {
  $devBoost,
  $learning,
  $shownXp,
  clearNewAchievements,
  EMPTY_LEARNING,
  LOAD_ERROR,
  loadLearning,
  SAVE_ERROR,
  saveLessonProgress,
  setDevBoost,
  type LessonSave,
} from '../../src/stores/learning';
import { checkQuizAnswer } from '../../src/stores/lesson';
import { $learningSession } from '../../src/stores/learning-session';
import { $auth, resetAuth } from '../../src/stores/auth';
import { xpRecord } from '../../src/lib/learning/levels';
import type { LearningStats, UnlockedAchievement } from '../../functions/features/learning/learning.schemas';

type Reply = { status: number; body?: unknown; statusText?: string };
type Call = { method: string; path: string; body?: any };

const achievement = (id: string): UnlockedAchievement => ({
  id,
  title: id,
  description: `Unlock ${id}`,
  icon: '⭐',
  unlockedAt: '2026-01-01T00:00:00.000Z',
});
const streak = {
  currentStreak: 1,
  longestStreak: 1,
  activeToday: true,
  lastActiveDay: '2026-01-01',
  timeZone: 'UTC',
  freezes: 0,
  frozenDays: [],
};
const stats = (totalXp: number, achievements: UnlockedAchievement[] = []): LearningStats => ({
  progress: [],
  achievements,
  xp: xpRecord(totalXp),
  streak,
  opened: [],
  currentLessonId: null,
});
const lesson: LessonSave = {
  journeyId: 'agent-foundations',
  chapterId: 'what-agents-are',
  lessonId: 'the-agent-loop',
  completed: true,
  xp: 20,
};

/** A fake API: each route answers from a queue (the last reply repeats); every call is recorded. */
function fakeApi(routes: Record<string, Reply[]>) {
  const calls: Call[] = [];
  let gate: Promise<void> | undefined;
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.replace('/api/v1', '');
    calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'POST' && gate) await gate;
    const queue = routes[`${method} ${path}`];
    if (!queue?.length) throw new Error(`unexpected ${method} ${path}`);
    const reply = queue.length > 1 ? queue.shift()! : queue[0]!;
    return new Response(reply.body === undefined ? 'not json' : JSON.stringify(reply.body), {
      status: reply.status,
      statusText: reply.statusText ?? '',
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** Holds POSTs until released, to look at the optimistic state. */
    hold() {
      let release!: () => void;
      gate = new Promise((r) => {
        release = r;
      });
      return () => {
        gate = undefined;
        release();
      };
    },
  };
}

/** Waits for every store action under way (nanostores tasks), however they chain. */
const settle = () => allTasks();

/** Starts the store the way a page does: an island subscribes, the session is checked, data loads. */
async function start() {
  const unbind = $learning.listen(() => {});
  await settle();
  return unbind;
}

beforeEach(() => {
  resetAuth();
  $learningSession.set({ status: 'loading' });
  $learning.set({ ...EMPTY_LEARNING });
});
afterEach(() => {
  cleanStores($learning, $learningSession, $auth, $shownXp, $devBoost);
  $devBoost.set(false);
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('$learning loading', () => {
  it('loads nothing for a visitor', async () => {
    const api = fakeApi({ 'GET /auth/me': [{ status: 401, body: { message: 'no', code: 'unauthorized' } }] });
    await start();
    expect(api.calls.map((c) => c.path)).toEqual(['/auth/me']);
    expect($learning.get()).toMatchObject({ status: 'idle', loaded: false, xp: null, progress: [] });
  });

  it('loads the stats of a signed-in learner', async () => {
    fakeApi({
      'GET /auth/me': [{ status: 200, body: { user: {} } }],
      'GET /learning-hub/stats': [{ status: 200, body: stats(130, [achievement('first-lesson')]) }],
    });
    await start();
    expect($learning.get()).toMatchObject({ status: 'ready', loaded: true, error: null, xp: xpRecord(130), streak });
    expect($learning.get().achievements.map((a) => a.id)).toEqual(['first-lesson']);
    expect($learning.get().newAchievements).toEqual([]);
  });

  it('shows the load error and clears the data when the first load fails', async () => {
    fakeApi({
      'GET /auth/me': [{ status: 200, body: { user: {} } }],
      'GET /learning-hub/stats': [{ status: 500, body: { message: 'boom', code: 'internal_error' } }],
    });
    await start();
    expect($learning.get()).toMatchObject({ status: 'error', error: LOAD_ERROR, loaded: false, xp: null, progress: [], achievements: [] });
  });

  it('keeps the shown data when a later load fails', async () => {
    fakeApi({
      'GET /auth/me': [{ status: 200, body: { user: {} } }],
      'GET /learning-hub/stats': [{ status: 200, body: stats(40) }, { status: 503 }],
    });
    await start();
    await loadLearning();
    expect($learning.get()).toMatchObject({ status: 'error', error: LOAD_ERROR, loaded: true, xp: xpRecord(40) });
  });

  it('clears everything when the learner signs out', async () => {
    fakeApi({ 'GET /auth/me': [{ status: 200, body: { user: {} } }], 'GET /learning-hub/stats': [{ status: 200, body: stats(40) }] });
    await start();
    $learningSession.set({ status: 'signed-out' });
    expect($learning.get()).toMatchObject({ status: 'idle', loaded: false, xp: null });
  });
});

describe('$learning saving', () => {
  const signedIn = (statsReplies: Reply[], saveReplies: Reply[]) =>
    fakeApi({
      'GET /auth/me': [{ status: 200, body: { user: {} } }],
      'GET /learning-hub/stats': statsReplies,
      'POST /learning-hub/progress': saveReplies,
    });

  it('sends isCompleted true and progress 100 on completion, updating the view at once with the level rule', async () => {
    const saved = {
      progress: { lessonId: 'the-agent-loop', isCompleted: true, progressPercentage: 100 },
      xpAwarded: 20,
      xp: xpRecord(110),
      streak,
      newAchievements: [],
    };
    const api = signedIn(
      [
        { status: 200, body: stats(90) },
        { status: 200, body: stats(110) },
      ],
      [{ status: 200, body: saved }],
    );
    await start();
    const release = api.hold();
    const pending = saveLessonProgress(lesson);
    expect($learning.get().xp).toEqual({ totalXp: 110, level: 2, currentLevelXp: 10, nextLevelXp: 200 });
    expect($learning.get().progress).toEqual([
      expect.objectContaining({ lessonId: 'the-agent-loop', isCompleted: true, progressPercentage: 100 }),
    ]);
    release();
    await pending;
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      courseId: 'agent-foundations',
      journeyId: 'agent-foundations',
      chapterId: 'what-agents-are',
      lessonId: 'the-agent-loop',
      isCompleted: true,
      progressPercentage: 100,
    });
  });

  it('sends progress 50 without completion and adds no XP', async () => {
    const api = signedIn(
      [{ status: 200, body: stats(90) }],
      [
        {
          status: 200,
          body: {
            progress: { lessonId: 'the-agent-loop', isCompleted: false, progressPercentage: 50 },
            xpAwarded: 0,
            xp: xpRecord(90),
            streak,
            newAchievements: [],
          },
        },
      ],
    );
    await start();
    const release = api.hold();
    const pending = saveLessonProgress({ ...lesson, completed: false });
    expect($learning.get().xp?.totalXp).toBe(90);
    release();
    await pending;
    expect(api.calls.find((c) => c.method === 'POST')!.body).toMatchObject({ isCompleted: false, progressPercentage: 50 });
  });

  it('runs a background refresh after a successful save', async () => {
    const api = signedIn(
      [{ status: 200, body: stats(0) }],
      [
        {
          status: 200,
          body: {
            progress: { lessonId: 'the-agent-loop', isCompleted: true },
            xpAwarded: 20,
            xp: xpRecord(20),
            streak,
            newAchievements: [],
          },
        },
      ],
    );
    await start();
    await saveLessonProgress(lesson);
    await settle();
    const paths = api.calls.map((c) => `${c.method} ${c.path}`);
    expect(paths.slice(-2)).toEqual(['POST /learning-hub/progress', 'GET /learning-hub/stats']);
  });

  it('on a failed save records the error, reloads from the server and rethrows', async () => {
    const api = signedIn(
      [
        { status: 200, body: stats(90) },
        { status: 200, body: stats(90) },
      ],
      [{ status: 500, body: { message: 'Something went wrong on our side.', code: 'internal_error' } }],
    );
    await start();
    await expect(saveLessonProgress(lesson)).rejects.toThrow('Something went wrong on our side.');
    expect($learning.get()).toMatchObject({ error: SAVE_ERROR, xp: xpRecord(90), progress: [] });
    expect(api.calls.filter((c) => c.path === '/learning-hub/stats')).toHaveLength(2);
  });

  it('rethrows the status line when the failure has no message', async () => {
    signedIn([{ status: 200, body: stats(0) }], [{ status: 502, statusText: 'Bad Gateway' }]);
    await start();
    await expect(saveLessonProgress(lesson)).rejects.toThrow('API Error: 502 Bad Gateway');
    expect($learning.get().error).toBe(SAVE_ERROR);
  });

  it('refuses to save for a visitor, naming what is missing', async () => {
    fakeApi({ 'GET /auth/me': [{ status: 401, body: {} }] });
    await start();
    await expect(saveLessonProgress(lesson)).rejects.toThrow(/signed-in learner \(learning session\)/);
  });
});

describe('newly unlocked achievements', () => {
  it('queues achievements that appear after the first load until cleared', async () => {
    const unlocked = {
      progress: { lessonId: 'the-agent-loop', isCompleted: true },
      xpAwarded: 20,
      xp: xpRecord(120),
      streak,
      newAchievements: [achievement('level-2')],
    };
    fakeApi({
      'GET /auth/me': [{ status: 200, body: { user: {} } }],
      'GET /learning-hub/stats': [
        { status: 200, body: stats(100, [achievement('first-lesson')]) },
        { status: 200, body: stats(120, [achievement('first-lesson'), achievement('level-2'), achievement('streak-3')]) },
      ],
      'POST /learning-hub/progress': [{ status: 200, body: unlocked }],
    });
    await start();
    expect($learning.get().newAchievements).toEqual([]);
    await saveLessonProgress(lesson);
    await settle();
    expect($learning.get().newAchievements.map((a) => a.id)).toEqual(['level-2', 'streak-3']);
    expect($learning.get().achievements.map((a) => a.id)).toEqual(['first-lesson', 'level-2', 'streak-3']);
    clearNewAchievements();
    expect($learning.get().newAchievements).toEqual([]);
    await loadLearning();
    expect($learning.get().newAchievements).toEqual([]);
  });
});

describe('development XP flag', () => {
  it('raises XP to 10000 and level to at least 15 in development builds', async () => {
    fakeApi({ 'GET /auth/me': [{ status: 200, body: { user: {} } }], 'GET /learning-hub/stats': [{ status: 200, body: stats(40) }] });
    await start();
    const unbind = $shownXp.listen(() => {});
    expect($shownXp.get()?.totalXp).toBe(40);
    setDevBoost(true);
    expect($shownXp.get()!.totalXp).toBeGreaterThanOrEqual(10_000);
    expect($shownXp.get()!.level).toBeGreaterThanOrEqual(15);
    expect($learning.get().xp?.totalXp).toBe(40);
    unbind();
  });

  it('does not exist in production builds', () => {
    vi.stubEnv('DEV', false);
    expect(() => setDevBoost(true)).toThrow(/only in development builds/);
    $devBoost.set(true);
    $learning.setKey('xp', xpRecord(40));
    const unbind = $shownXp.listen(() => {});
    expect($shownXp.get()?.totalXp).toBe(40);
    unbind();
  });
});

describe('quiz answers', () => {
  it('are checked by the server through the store, which sends only the question and the choice', async () => {
    const api = fakeApi({
      'POST /learning-hub/quiz/agent-foundations-quiz-1/check': [
        { status: 200, body: { questionId: 'q1', answer: 3, correct: false, explanation: 'Not this one.' } },
      ],
    });
    await expect(checkQuizAnswer('agent-foundations-quiz-1', 'q1', 3)).resolves.toEqual({
      questionId: 'q1',
      answer: 3,
      correct: false,
      explanation: 'Not this one.',
    });
    expect(api.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/learning-hub/quiz/agent-foundations-quiz-1/check',
        body: { questionId: 'q1', answer: 3 },
      }),
    ]);
  });
});
