import { atom, computed, map, onMount, task } from 'nanostores';
import type {
  LearningStats,
  ProgressRecord,
  SaveProgressResponse,
  StreakRecord,
  UnlockedAchievement,
  ProgressPayload,
  OpenedLesson,
} from '../../functions/features/learning/learning.schemas';
import { devBoostedXp, xpRecord, type XpRecord } from '../lib/learning/levels';
import { ApiRequestError, apiRequest } from '../lib/api-client';
import { $learningSession } from './learning-session';

/** the messages in docs/product.md (Error messages). */
export const LOAD_ERROR = 'Failed to load learning hub data';
export const SAVE_ERROR = 'Failed to save progress';

export interface LearningState {
  /** idle: nobody signed in (nothing loaded); loading; ready; error: the last load failed. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Whether a first load has succeeded since sign-in. */
  loaded: boolean;
  progress: ProgressRecord[];
  achievements: UnlockedAchievement[];
  xp: XpRecord | null;
  streak: StreakRecord | null;
  /** Lessons opened (started), most recently taken up first, and where the learner left off. */
  opened: OpenedLesson[];
  currentLessonId: string | null;
  /** The last failure, shown to the learner; null when all is well. */
  error: string | null;
  /** Achievements unlocked after the first load, waiting to be shown until cleared. */
  newAchievements: UnlockedAchievement[];
}

/** The state before anything is known: also what pages render on the server. */
export const EMPTY_LEARNING: LearningState = {
  status: 'idle',
  loaded: false,
  progress: [],
  achievements: [],
  xp: null,
  streak: null,
  opened: [],
  currentLessonId: null,
  error: null,
  newAchievements: [],
};

/** The signed-in learner's progress, achievements, XP and streak (docs/product.md, States). */
export const $learning = map<LearningState>({ ...EMPTY_LEARNING });

/** A lesson save: which lesson, whether it is now complete, and its XP for the optimistic update. */
export interface LessonSave {
  journeyId: string;
  chapterId: string;
  lessonId: string;
  completed: boolean;
  /** The lesson's XP as the content declares it; the server decides what is actually granted. */
  xp: number;
  /** Seconds spent in this visit. */
  timeSpent?: number;
  /** Quiz answers by question id, when completing a quiz. */
  answers?: Record<string, number>;
}

function queueNew(state: LearningState, fresh: readonly UnlockedAchievement[]): UnlockedAchievement[] {
  const queued = new Set(state.newAchievements.map((a) => a.id));
  return [...state.newAchievements, ...fresh.filter((a) => !queued.has(a.id))];
}

const isSignedIn = () => $learningSession.get().status === 'signed-in';

let loadGeneration = 0;

/** Loads the learner's stats. On the first load a failure clears the data; later ones keep what is shown. */
// Every network action runs as a nanostores task, so tests (and server rendering) can wait for
// all of them with allTasks() instead of guessing how many ticks a chain takes.
export function loadLearning(): Promise<void> {
  return task(fetchStats);
}

async function fetchStats(): Promise<void> {
  if (!isSignedIn()) return;
  const generation = ++loadGeneration;
  const before = $learning.get();
  if (!before.loaded) $learning.setKey('status', 'loading');
  try {
    const stats = await apiRequest<LearningStats>('/learning-hub/stats');
    if (generation !== loadGeneration || !isSignedIn()) return;
    const state = $learning.get();
    const known = new Set(state.achievements.map((a) => a.id));
    const appeared = state.loaded ? stats.achievements.filter((a) => !known.has(a.id)) : [];
    $learning.set({ ...state, ...stats, status: 'ready', loaded: true, error: null, newAchievements: queueNew(state, appeared) });
  } catch {
    if (generation !== loadGeneration) return;
    const state = $learning.get();
    $learning.set(
      state.loaded ? { ...state, status: 'error', error: LOAD_ERROR } : { ...EMPTY_LEARNING, status: 'error', error: LOAD_ERROR },
    );
  }
}

/** The view right after a save is sent: the record advanced and, on a first completion, the lesson's XP added. */
function optimistic(state: LearningState, save: LessonSave, now: string): LearningState {
  const existing = state.progress.find((p) => p.lessonId === save.lessonId);
  const wasCompleted = existing?.isCompleted ?? false;
  const percentage = save.completed ? 100 : 50;
  const record: ProgressRecord = existing
    ? {
        ...existing,
        progressPercentage: Math.max(existing.progressPercentage, percentage),
        isCompleted: wasCompleted || save.completed,
        completedAt: existing.completedAt ?? (save.completed ? now : null),
        updatedAt: now,
      }
    : {
        id: `pending-${save.lessonId}`,
        userId: '',
        courseId: save.journeyId,
        journeyId: save.journeyId,
        chapterId: save.chapterId,
        lessonId: save.lessonId,
        progressPercentage: percentage,
        isCompleted: save.completed,
        score: null,
        completedAt: save.completed ? now : null,
        createdAt: now,
        updatedAt: now,
      };
  const progress = existing ? state.progress.map((p) => (p === existing ? record : p)) : [...state.progress, record];
  const gained = save.completed && !wasCompleted ? save.xp : 0;
  const xp = xpRecord((state.xp?.totalXp ?? 0) + gained);
  return { ...state, progress, xp };
}

/**
 * Saves progress on a lesson (docs/product.md, States): completion sends isCompleted true and progress
 * 100, anything else progress 50. The view updates at once; on failure the error is recorded,
 * the data reloaded from the server and the error rethrown; on success a background refresh runs.
 */
export function saveLessonProgress(save: LessonSave): Promise<SaveProgressResponse> {
  return task(() => sendProgress(save));
}

async function sendProgress(save: LessonSave): Promise<SaveProgressResponse> {
  if (!isSignedIn()) throw new Error('saveLessonProgress needs a signed-in learner (learning session)');
  $learning.set({ ...optimistic($learning.get(), save, new Date().toISOString()), error: null });
  const payload: ProgressPayload = {
    courseId: save.journeyId,
    journeyId: save.journeyId,
    chapterId: save.chapterId,
    lessonId: save.lessonId,
    progressPercentage: save.completed ? 100 : 50,
    timeSpent: Math.max(0, Math.round(save.timeSpent ?? 0)),
    xpEarned: save.completed ? save.xp : 0,
    score: null,
    isCompleted: save.completed,
    ...(save.answers ? { answers: save.answers } : {}),
  };
  let result: SaveProgressResponse;
  try {
    result = await apiRequest<SaveProgressResponse>('/learning-hub/progress', { method: 'POST', body: payload });
  } catch (error) {
    await loadLearning();
    // A completion that comes too soon says how long to wait; other failures keep the plain message.
    const tooSoon = error instanceof ApiRequestError && error.code === 'lesson_too_soon';
    $learning.setKey('error', tooSoon ? `${SAVE_ERROR}. ${error.message}` : SAVE_ERROR);
    throw error;
  }
  const state = $learning.get();
  const known = new Set(state.achievements.map((a) => a.id));
  const fresh = result.newAchievements.filter((a) => !known.has(a.id));
  $learning.set({
    ...state,
    progress: state.progress.filter((p) => p.lessonId !== save.lessonId).concat(result.progress),
    xp: result.xp,
    streak: result.streak,
    achievements: [...state.achievements, ...fresh],
    newAchievements: queueNew(state, fresh),
  });
  void loadLearning();
  return result;
}

/** Empties the queue of newly unlocked achievements (after the toast is dismissed). */
export function clearNewAchievements(): void {
  $learning.setKey('newAchievements', []);
}

/** Hides the current error message. */
export function dismissLearningError(): void {
  $learning.setKey('error', null);
}

/**
 * the development flag (docs/product.md, States): raises the shown XP to at least 10000 and level to at least 15.
 * It exists only in development builds; production builds compile the branch away.
 */
export const $devBoost = atom(false);
export function setDevBoost(on: boolean): void {
  if (!import.meta.env.DEV) throw new Error('The XP development flag exists only in development builds');
  $devBoost.set(on);
}

/** The XP record the page shows. */
export const $shownXp = computed([$learning, $devBoost], (state, boost) =>
  state.xp && boost && import.meta.env.DEV ? devBoostedXp(state.xp) : state.xp,
);

/** Completed lesson ids, for progress marks. */
export const NO_LESSONS: ReadonlySet<string> = new Set();
export const $completedLessons = computed(
  $learning,
  (state): ReadonlySet<string> => new Set(state.progress.filter((p) => p.isCompleted).map((p) => p.lessonId)),
);

/** Setting this localStorage key to '1' turns the development flag on in a development build. */
const DEV_BOOST_KEY = 'atlas-dev-xp-boost';

// Loaded only for a signed-in learner: follows the session while anything shows the store.
onMount($learning, () => {
  if (import.meta.env.DEV && typeof localStorage !== 'undefined' && localStorage.getItem(DEV_BOOST_KEY) === '1') $devBoost.set(true);
  return $learningSession.subscribe((session) => {
    if (session.status === 'signed-in') void loadLearning();
    else if (session.status === 'signed-out') {
      loadGeneration += 1;
      $learning.set({ ...EMPTY_LEARNING });
    }
  });
});
