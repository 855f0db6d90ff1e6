import { useHydratedStore } from './use-hydrated-store';
import { $learning, EMPTY_LEARNING } from '../../stores/learning';

export interface ChapterView {
  id: string;
  title: string;
  summary: string;
  lessons: { id: string; title: string; kind: string; minutes: number; xp: number; url: string; summary: string }[];
}

const KIND_LABEL: Record<string, string> = { reading: 'Reading', quiz: 'Quiz', flashcards: 'Flashcards' };

/** A journey's chapters and lessons, each lesson marked done or started once the learner's data is loaded. */
export default function JourneyChapters({ chapters }: { chapters: ChapterView[] }) {
  const learning = useHydratedStore($learning, EMPTY_LEARNING);
  const state = new Map(learning.progress.map((p) => [p.lessonId, p.isCompleted ? 'done' : 'started']));
  const total = chapters.reduce((n, c) => n + c.lessons.length, 0);
  const done = chapters.flatMap((c) => c.lessons).filter((l) => state.get(l.id) === 'done').length;
  return (
    <>
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
