import { useHydratedStore } from './use-hydrated-store';
import { $learning, EMPTY_LEARNING } from '../../stores/learning';

export interface ChapterView {
  id: string;
  title: string;
  summary: string;
  lessons: { id: string; title: string; kind: string; minutes: number; xp: number; url: string; summary: string }[];
}

const KIND_LABEL: Record<string, string> = { reading: 'Reading', quiz: 'Quiz', flashcards: 'Flashcards' };

/**
 * A journey's chapters and lessons, each lesson marked done or started (opened, or partly done)
 * once the learner's data is loaded, with a "continue" link to where the learner left off: their
 * current lesson if it is in this journey and not done, else the one of this journey they opened
 * last and have not finished.
 */
export default function JourneyChapters({ chapters }: { chapters: ChapterView[] }) {
  const learning = useHydratedStore($learning, EMPTY_LEARNING);
  const state = new Map<string, 'done' | 'started'>(learning.opened.map((o) => [o.lessonId, 'started']));
  for (const p of learning.progress) state.set(p.lessonId, p.isCompleted ? 'done' : 'started');
  const lessons = chapters.flatMap((c) => c.lessons);
  const total = lessons.length;
  const done = lessons.filter((l) => state.get(l.id) === 'done').length;
  const inJourney = new Map(lessons.map((l) => [l.id, l]));
  const unfinished = (id: string | null) => (id && state.get(id) !== 'done' ? inJourney.get(id) : undefined);
  const resume = unfinished(learning.currentLessonId) ?? learning.opened.map((o) => unfinished(o.lessonId)).find(Boolean);
  return (
    <>
      {learning.loaded && resume && (
        <p className="journey-continue" data-testid="journey-continue">
          You left off at <strong>{resume.title}</strong>.{' '}
          <a className="button button-primary" href={resume.url} aria-label={`Continue: ${resume.title}`}>
            Continue
          </a>
        </p>
      )}
      {learning.loaded && (
        <div className="journey-progress">
          <label htmlFor="journey-progress">
            {done} of {total} lessons complete
          </label>
          <progress id="journey-progress" max={total} value={done} />
        </div>
      )}
      {chapters.map((chapter, i) => (
        <section key={chapter.id} className="chapter" aria-labelledby={`chapter-${chapter.id}`}>
          <h2 id={`chapter-${chapter.id}`}>
            Chapter {i + 1}: {chapter.title}
          </h2>
          <p className="muted">{chapter.summary}</p>
          <ol className="lesson-list">
            {chapter.lessons.map((l) => {
              const s = state.get(l.id);
              return (
                <li key={l.id} className={`lesson-item${s ? ` lesson-${s}` : ''}`}>
                  <a href={l.url}>{l.title}</a>
                  <span className="lesson-meta">
                    <span className="badge">{KIND_LABEL[l.kind] ?? l.kind}</span> {l.minutes} min · {l.xp} XP
                    {s && <span className="lesson-state">{s === 'done' ? ' · Completed' : ' · In progress'}</span>}
                  </span>
                  <span className="lesson-summary">{l.summary}</span>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </>
  );
}
