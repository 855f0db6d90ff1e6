import { useHydratedStore } from './use-hydrated-store';
import { $learning, dismissLearningError, EMPTY_LEARNING } from '../../stores/learning';

/** The store's current error, announced to assistive technology, with a way to dismiss it. */
export function LearningError() {
  const { error } = useHydratedStore($learning, EMPTY_LEARNING);
  if (!error) return null;
  return (
    <div className="learning-error" role="alert">
      <span>{error}</span>
      <button type="button" className="button" onClick={dismissLearningError}>
        Dismiss
      </button>
    </div>
  );
}
