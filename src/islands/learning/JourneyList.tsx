import { useHydratedStore } from './use-hydrated-store';
import { $completedLessons, $learning, EMPTY_LEARNING, NO_LESSONS } from '../../stores/learning';
import { $learningSession, LOADING_SESSION } from '../../stores/learning-session';

export interface JourneySummary {
  id: string;
  title: string;
  summary: string;
  url: string;
  chapterCount: number;
  minutes: number;
  totalXp: number;
  /** Lessons in reading order: id and page. */
  lessons: { id: string; url: string }[];
}

/** The journeys, with each one's progress and where to continue once the learner's data is loaded. */
export default function JourneyList({ journeys }: { journeys: JourneySummary[] }) {
  const learning = useHydratedStore($learning, EMPTY_LEARNING);
  const completed = useHydratedStore($completedLessons, NO_LESSONS);
  const session = useHydratedStore($learningSession, LOADING_SESSION);
  const showProgress = learning.loaded;
  // Until a signed-in learner's progress arrives, each card keeps the room its progress block will
  // take (shown only with the signed-in hint, see learning.css), so the cards below do not move.
  const reserve = !showProgress && session.status !== 'signed-out';
  return (
    <ul className="grid journey-list">
      {journeys.map((j) => {
        const done = j.lessons.filter((l) => completed.has(l.id)).length;
        const nextLesson = j.lessons.find((l) => !completed.has(l.id));
        return (
          <li key={j.id} className="card journey-card">
            <h3>
              <a href={j.url}>{j.title}</a>
            </h3>
            <p>{j.summary}</p>
            <p className="muted">
              {j.chapterCount} chapters · {j.lessons.length} lessons · about {j.minutes} minutes · {j.totalXp} XP
            </p>
            {reserve && (
              <div className="journey-progress journey-progress-reserve" aria-hidden="true">
                <span>0 of {j.lessons.length} lessons complete</span>
                <progress max={j.lessons.length} value={0} />
                <span className="button">Start</span>
              </div>
            )}
            {showProgress && (
              <div className="journey-progress">
                <label htmlFor={`progress-${j.id}`}>
                  {done} of {j.lessons.length} lessons complete
                </label>
                <progress id={`progress-${j.id}`} max={j.lessons.length} value={done} />
                {nextLesson ? (
                  <a className="button" href={nextLesson.url}>
                    {done > 0 ? 'Continue' : 'Start'}
                    <span className="visually-hidden"> {j.title}</span>
                  </a>
                ) : (
                  <p className="journey-done">Journey complete</p>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
