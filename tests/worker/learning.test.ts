import { describe, expect, it } from 'vitest';
import { api } from './helpers';
import { signedInUser } from './users';
import { allPlaces, firstOfKind, lessonsOfKind, payloadFor, quizAnswers } from './learning-helpers';
import { courseIndex } from '../../functions/features/learning/course';

type Json = Record<string, any>;
const json = async (res: Response) => (await res.json()) as Json;
const post = (cookie: string, body: unknown) => api('/learning-hub/progress', { method: 'POST', headers: { cookie }, json: body });

describe('learning hub: access', () => {
  const signedInOnly = ['/stats', '/progress', '/progress/agent-foundations', '/achievements', '/xp', '/streak', '/leaderboard'];

  it.each(signedInOnly)('GET %s answers 401 with the envelope when signed out', async (path) => {
    const res = await api(`/learning-hub${path}`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'unauthorized', message: 'You need to sign in to do that.' });
  });

  it('POST /progress answers 401 when signed out and stores nothing', async () => {
    const res = await api('/learning-hub/progress', { method: 'POST', json: payloadFor(firstOfKind('reading')) });
    expect(res.status).toBe(401);
  });

  it('GET /courses is public: every journey, chapter and lesson with kinds and XP, but no answers', async () => {
    const res = await api('/learning-hub/courses');
    expect(res.status).toBe(200);
    const { courses } = await json(res);
    expect(courses.length).toBe(courseIndex.course.journeys.length);
    const first = courses[0];
    expect(first.courseId).toBe(first.id);
    expect(first.url).toBe(`/learning-hub/${first.id}`);
    const lesson = first.chapters[0].lessons[0];
    expect(Object.keys(lesson).sort()).toEqual(['id', 'kind', 'minutes', 'title', 'url', 'xp']);
    expect(first.totalXp).toBe(first.chapters.flatMap((c: Json) => c.lessons).reduce((s: number, l: Json) => s + l.xp, 0));
    const text = JSON.stringify(courses);
    expect(text).not.toContain('"answer"');
    expect(text).not.toContain('explanations');
  });
});

describe('learning hub: saving progress', () => {
  it('saves a completed reading lesson, grants its XP from the content and returns the record', async () => {
    const user = await signedInUser();
    const place = firstOfKind('reading');
    const res = await post(user.cookie, payloadFor(place, true, { xpEarned: 999_999 }));
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.xpAwarded).toBe(place.lesson.xp);
    expect(body.xp).toEqual({ totalXp: place.lesson.xp, level: 1, currentLevelXp: place.lesson.xp, nextLevelXp: 100 });
    expect(body.streak.currentStreak).toBe(1);
    expect(body.progress).toMatchObject({
      userId: user.id,
      courseId: place.journey.id,
      journeyId: place.journey.id,
      chapterId: place.chapterId,
      lessonId: place.lesson.id,
      progressPercentage: 100,
      isCompleted: true,
      score: null,
    });
    expect(Object.keys(body.progress).sort()).toEqual([
      'chapterId',
      'completedAt',
      'courseId',
      'createdAt',
      'id',
      'isCompleted',
      'journeyId',
      'lessonId',
      'progressPercentage',
      'score',
      'updatedAt',
      'userId',
    ]);
    expect(body.newAchievements.map((a: Json) => a.id)).toContain('first-lesson');
  });

  it('records progress 50 without XP, and never moves a completed lesson back', async () => {
    const user = await signedInUser();
    const place = firstOfKind('reading');
    const started = await json(await post(user.cookie, payloadFor(place, false)));
    expect(started.progress).toMatchObject({ progressPercentage: 50, isCompleted: false, completedAt: null });
    expect(started.xpAwarded).toBe(0);
    expect(started.xp.totalXp).toBe(0);
    const done = await json(await post(user.cookie, payloadFor(place)));
    const again = await json(await post(user.cookie, payloadFor(place, false)));
    expect(again.progress).toMatchObject({
      progressPercentage: 100,
      isCompleted: true,
      completedAt: done.progress.completedAt,
      id: started.progress.id,
    });
    expect(again.xp.totalXp).toBe(place.lesson.xp);
  });

  it('grants XP once however often a completion is replayed', async () => {
    const user = await signedInUser();
    const place = firstOfKind('flashcards');
    const first = await json(await post(user.cookie, payloadFor(place)));
    const second = await json(await post(user.cookie, payloadFor(place)));
    expect(first.xpAwarded).toBe(place.lesson.xp);
    expect(second.xpAwarded).toBe(0);
    expect(second.xp.totalXp).toBe(place.lesson.xp);
    expect(second.newAchievements).toEqual([]);
  });

  it.each([
    [
      'a missing field',
      (p: Json) => {
        delete p.lessonId;
      },
      'lessonId',
    ],
    [
      'a wrong type',
      (p: Json) => {
        p.progressPercentage = 'all';
      },
      'progressPercentage',
    ],
    [
      'a percentage over 100',
      (p: Json) => {
        p.progressPercentage = 150;
        p.isCompleted = false;
      },
      'progressPercentage',
    ],
    [
      'courseId different from journeyId',
      (p: Json) => {
        p.courseId = 'retrieval-and-memory';
      },
      'courseId',
    ],
    [
      'completion with progress below 100',
      (p: Json) => {
        p.progressPercentage = 50;
      },
      'progressPercentage',
    ],
    [
      'progress 100 without completion',
      (p: Json) => {
        p.isCompleted = false;
      },
      'isCompleted',
    ],
    [
      'an id that is not a slug',
      (p: Json) => {
        p.lessonId = '../../etc';
      },
      'lessonId',
    ],
    [
      'a negative time spent',
      (p: Json) => {
        p.timeSpent = -5;
      },
      'timeSpent',
    ],
  ])('refuses %s with 422 naming the field', async (_name, mutate, path) => {
    const user = await signedInUser();
    const payload: Json = payloadFor(firstOfKind('reading'));
    mutate(payload);
    const res = await post(user.cookie, payload);
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body.code).toBe('validation_failed');
    expect(body.issues.map((i: Json) => i.path)).toContain(path);
    expect((await json(await api('/learning-hub/stats', { headers: { cookie: user.cookie } }))).progress).toEqual([]);
  });

  it('refuses malformed JSON (400) and a non-JSON body (415)', async () => {
    const user = await signedInUser();
    const bad = await api('/learning-hub/progress', {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      body: '{"lessonId":',
    });
    expect(bad.status).toBe(400);
    const text = await api('/learning-hub/progress', {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'text/plain' },
      body: 'hi',
    });
    expect(text.status).toBe(415);
  });

  it('refuses unknown journeys, chapters and lessons with 404, and a lesson of another chapter with 422', async () => {
    const user = await signedInUser();
    const place = firstOfKind('reading');
    const cases: [Json, number, string][] = [
      [{ courseId: 'no-such-journey', journeyId: 'no-such-journey' }, 404, 'journey_not_found'],
      [{ chapterId: 'no-such-chapter' }, 404, 'chapter_not_found'],
      [{ lessonId: 'no-such-lesson' }, 404, 'lesson_not_found'],
    ];
    const other = allPlaces.find((p) => p.journey.id === place.journey.id && p.chapterId !== place.chapterId)!;
    cases.push([{ chapterId: other.chapterId }, 422, 'lesson_not_in_chapter']);
    for (const [over, status, code] of cases) {
      const res = await post(user.cookie, payloadFor(place, true, over));
      expect(res.status, code).toBe(status);
      expect((await json(res)).code).toBe(code);
    }
    expect((await json(await api('/learning-hub/xp', { headers: { cookie: user.cookie } }))).totalXp).toBe(0);
  });

  it('refuses cross-site saves with 403', async () => {
    const user = await signedInUser();
    const res = await api('/learning-hub/progress', {
      method: 'POST',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
      json: payloadFor(firstOfKind('reading')),
    });
    expect(res.status).toBe(403);
  });
});

describe('learning hub: quizzes are graded on the server', () => {
  const quiz = firstOfKind('quiz');

  it('scores the first answers and ignores a client-sent score; a resubmission changes nothing', async () => {
    const user = await signedInUser();
    const answers = quizAnswers(quiz.lesson.id, 1);
    const total = Object.keys(answers).length;
    const body = await json(await post(user.cookie, payloadFor(quiz, true, { answers, score: 100 })));
    expect(body.quiz.correct).toBe(total - 1);
    expect(body.quiz.score).toBe(Math.round(((total - 1) / total) * 100));
    expect(body.quiz.passed).toBe(true);
    expect(body.progress.score).toBe(body.quiz.score);
    expect(body.xpAwarded).toBe(quiz.lesson.xp);
    // Sending the right options afterwards is graded on the first answers again.
    const again = await json(await post(user.cookie, payloadFor(quiz)));
    expect(again.quiz.score).toBe(body.quiz.score);
    expect(again.progress.score).toBe(body.quiz.score);
    expect(again.xpAwarded).toBe(0);
  });

  it('needs every question answered, and only questions of this quiz', async () => {
    const user = await signedInUser();
    const answers = quizAnswers(quiz.lesson.id);
    const [firstId] = Object.keys(answers);
    const partial = { ...answers };
    delete partial[firstId!];
    const res = await post(user.cookie, payloadFor(quiz, true, { answers: partial }));
    expect(res.status).toBe(422);
    expect((await json(res)).issues).toEqual([{ path: `answers.${firstId}`, message: 'is not answered' }]);
    const extra = await post(user.cookie, payloadFor(quiz, true, { answers: { ...answers, 'made-up': 1 } }));
    expect((await json(extra)).issues).toEqual([{ path: 'answers.made-up', message: 'is not a question of this quiz' }]);
    const none = await post(user.cookie, payloadFor(quiz, true, { answers: undefined }));
    expect((await json(none)).issues).toEqual([{ path: 'answers', message: 'are required to complete a quiz' }]);
    const onReading = await post(user.cookie, payloadFor(firstOfKind('reading'), true, { answers }));
    expect((await json(onReading)).issues).toEqual([{ path: 'answers', message: 'are only accepted for quizzes' }]);
  });

  it('checks one answer for anyone: whether the chosen option is right and why, never the right option', async () => {
    const key = courseIndex.quizKeys.get(quiz.lesson.id)![0]!;
    const wrong = (key.answer + 1) % 4;
    const res = await api(`/learning-hub/quiz/${quiz.lesson.id}/check`, { method: 'POST', json: { questionId: key.id, answer: wrong } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ questionId: key.id, answer: wrong, correct: false, explanation: key.explanations[wrong] });
    const right = await json(
      await api(`/learning-hub/quiz/${quiz.lesson.id}/check`, { method: 'POST', json: { questionId: key.id, answer: key.answer } }),
    );
    expect(right).toEqual({ questionId: key.id, answer: key.answer, correct: true, explanation: key.explanations[key.answer] });
  });

  it('refuses checks on unknown quizzes, unknown questions and out-of-range answers', async () => {
    const key = courseIndex.quizKeys.get(quiz.lesson.id)![0]!;
    const check = (lessonId: string, body: unknown) => api(`/learning-hub/quiz/${lessonId}/check`, { method: 'POST', json: body });
    expect((await check('no-such-quiz', { questionId: key.id, answer: 0 })).status).toBe(404);
    for (const trap of ['__proto__', 'constructor', 'hasOwnProperty'])
      expect((await check(trap, { questionId: key.id, answer: 0 })).status).toBe(404);
    expect((await check(firstOfKind('reading').lesson.id, { questionId: key.id, answer: 0 })).status).toBe(404);
    expect((await json(await check(quiz.lesson.id, { questionId: 'nope', answer: 0 }))).code).toBe('question_not_found');
    expect((await check(quiz.lesson.id, { questionId: key.id, answer: 4 })).status).toBe(422);
  });
});

describe('learning hub: reads', () => {
  it('lists progress for all courses, one course by query, one course by path', async () => {
    const user = await signedInUser();
    const reading = lessonsOfKind('reading');
    const a = reading[0]!;
    const b = reading.find((p) => p.journey.id !== a.journey.id) ?? reading[1]!;
    await post(user.cookie, payloadFor(a));
    await post(user.cookie, payloadFor(b, false));
    const get = async (path: string) => json(await api(`/learning-hub${path}`, { headers: { cookie: user.cookie } }));
    expect((await get('/progress')).progress).toHaveLength(2);
    const byQuery = (await get(`/progress?courseId=${a.journey.id}`)).progress;
    expect(byQuery.every((p: Json) => p.courseId === a.journey.id)).toBe(true);
    expect((await get(`/progress/${a.journey.id}`)).progress).toEqual(byQuery);
    const unknown = await api('/learning-hub/progress/no-such-course', { headers: { cookie: user.cookie } });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).code).toBe('course_not_found');
    const unknownQuery = await api('/learning-hub/progress?courseId=no-such-course', { headers: { cookie: user.cookie } });
    expect(unknownQuery.status).toBe(404);
    const badQuery = await api('/learning-hub/progress?courseId=NOT%20A%20SLUG', { headers: { cookie: user.cookie } });
    expect(badQuery.status).toBe(422);
  });

  it('answers stats, achievements, xp and streak for the signed-in learner only', async () => {
    const user = await signedInUser();
    const other = await signedInUser();
    await post(other.cookie, payloadFor(firstOfKind('reading')));
    const get = async (path: string) => json(await api(`/learning-hub${path}`, { headers: { cookie: user.cookie } }));
    expect(await get('/stats')).toEqual({
      progress: [],
      achievements: [],
      xp: { totalXp: 0, level: 1, currentLevelXp: 0, nextLevelXp: 100 },
      streak: { currentStreak: 0, longestStreak: 0, activeToday: false, lastActiveDay: null, timeZone: 'UTC', freezes: 0, frozenDays: [] },
      opened: [],
      currentLessonId: null,
    });
    await post(user.cookie, payloadFor(firstOfKind('reading')));
    const stats = await get('/stats');
    expect(stats.progress).toHaveLength(1);
    expect((await get('/achievements')).achievements).toEqual(stats.achievements);
    expect(stats.achievements[0]).toMatchObject({
      id: 'first-lesson',
      title: expect.any(String),
      icon: expect.any(String),
      unlockedAt: expect.any(String),
    });
    expect(await get('/xp')).toEqual(stats.xp);
    expect(await get('/streak')).toEqual(stats.streak);
  });
});
