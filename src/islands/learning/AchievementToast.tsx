import { useHydratedStore } from './use-hydrated-store';
import { $learning, clearNewAchievements, EMPTY_LEARNING } from '../../stores/learning';

/** Announces newly unlocked achievements; stays until dismissed. The live region is always present so additions are read out. */
export default function AchievementToast() {
  const { newAchievements } = useHydratedStore($learning, EMPTY_LEARNING);
  return (
    <div className={newAchievements.length ? 'achievement-toast open' : 'achievement-toast'} role="status" aria-live="polite">
      {newAchievements.length > 0 && (
        <>
          <p className="toast-title">
            {newAchievements.length === 1 ? 'Achievement unlocked' : `${newAchievements.length} achievements unlocked`}
          </p>
          <ul>
            {newAchievements.map((a) => (
              <li key={a.id}>
                <span aria-hidden="true">{a.icon}</span> <strong>{a.title}</strong> — {a.description}
              </li>
            ))}
          </ul>
          <button type="button" className="button" onClick={clearNewAchievements}>
            Dismiss
          </button>
        </>
      )}
    </div>
  );
}
