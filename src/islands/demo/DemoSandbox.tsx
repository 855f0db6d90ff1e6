import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { DEFAULT_VIEW } from '../../lib/demo/url-state';
import { $demoNotice, $demoView, loadViewFromLocation, setMode } from '../../stores/demo';
import { useHydratedStore } from '../learning/use-hydrated-store';
import { useHydrated } from '../use-hydrated';
import { ChallengePanel } from './ChallengePanel';
import { ExplorePanel } from './ExplorePanel';
import type { TechniqueLinks } from './technique-links';

/** The interactive demo: one island, its state in the address so any run can be shared. */
export default function DemoSandbox({ links }: { links: TechniqueLinks }) {
  const hydrated = useHydrated();
  useEffect(() => loadViewFromLocation(window.location.search), []);
  const view = useHydratedStore($demoView, DEFAULT_VIEW);
  const notice = useStore($demoNotice);

  return (
    <div className="demo">
      {notice && (
        <p className="form-alert form-alert-error" role="alert">
          {notice}
        </p>
      )}
      <div className="demo-modes" role="group" aria-label="Mode">
        <button
          type="button"
          className={view.mode === 'explore' ? 'button button-primary' : 'button'}
          aria-pressed={view.mode === 'explore'}
          disabled={!hydrated}
          onClick={() => setMode('explore')}
        >
          Explore scenarios
        </button>
        <button
          type="button"
          className={view.mode === 'challenge' ? 'button button-primary' : 'button'}
          aria-pressed={view.mode === 'challenge'}
          disabled={!hydrated}
          onClick={() => setMode('challenge')}
        >
          Challenge
        </button>
      </div>
      {view.mode === 'explore' ? (
        <ExplorePanel view={view} links={links} hydrated={hydrated} />
      ) : (
        <ChallengePanel view={view} links={links} hydrated={hydrated} />
      )}
    </div>
  );
}
