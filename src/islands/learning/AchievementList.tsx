import { useHydratedStore } from './use-hydrated-store';
import { $learning, EMPTY_LEARNING } from '../../stores/learning';

export interface DeclaredAchievement {
  id: string;
  title: string;
  description: string;
  icon: string;
}

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** Every achievement: unlocked ones with their date, locked ones with how to unlock them. */
export default function AchievementList({ achievements }: { achievements: DeclaredAchievement[] }) {
  const learning = useHydratedStore($learning, EMPTY_LEARNING);
  const unlocked = new Map(learning.achievements.map((a) => [a.id, a.unlockedAt]));
  const count = achievements.filter((a) => unlocked.has(a.id)).length;
  return (
    <>
      {learning.loaded && (
        <p className="muted" data-testid="achievement-count">
          {count} of {achievements.length} unlocked
        </p>
      )}
      <ul className="achievement-list">
        {achievements.map((a) => {
          const at = unlocked.get(a.id);
          return (
            <li key={a.id} className={at ? 'achievement unlocked' : 'achievement locked'} data-achievement={a.id}>
              <span className="achievement-icon" aria-hidden="true">
                {a.icon}
              </span>
              <span>
                <strong>{a.title}</strong>
                <span className="achievement-state">{at ? ` Unlocked ${dateFormat.format(new Date(at))}` : ' Locked'}</span>
                <span className="achievement-how">{at ? a.description : `How to unlock: ${a.description}`}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
