import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo } from 'react';
import { runToEnd } from '../../lib/demo/agent';
import { appScenario } from '../../lib/demo/apps/index';
import AttackForm from '../demo/AttackForm';
import { findLab, HINT_AFTER } from '../../lib/labs/labs';
import { defencesOf } from '../../lib/labs/suite';
import { startView } from '../../lib/labs/url-state';
import {
  $attackResult,
  $labCounts,
  $labFailures,
  $labNotice,
  $labView,
  countsOf,
  openLab,
  setLabText,
  setPhase,
  submitAttack,
} from '../../stores/labs';
import { useHydratedStore } from '../learning/use-hydrated-store';
import { useHydrated } from '../use-hydrated';
import { Timeline } from '../demo/Timeline';
import { Earned } from './Earned';
import { FixPanel } from './FixPanel';

/** One lab: the attack phase, then the fix phase; its state in the address so it can be shared. */
export default function LabRunner({ slug }: { slug: string }) {
  const id = useId();
  const hydrated = useHydrated();
  useEffect(() => openLab(slug, window.location.search), [slug]);
  const lab = findLab(slug)!;
  const view = useHydratedStore($labView, startView(lab));
  const notice = useStore($labNotice);
  const failures = useStore($labFailures);
  const result = useStore($attackResult);
  const counts = countsOf(useStore($labCounts), slug);
  const shown = result && result.text === view.text ? result : null;
  // The run behind the last result, replayed for the timeline (the engine is deterministic).
  const run = useMemo(
    () =>
      shown
        ? runToEnd({ scenarioId: lab.scenario, scenario: appScenario(lab.scenario), defences: defencesOf(lab.start), attack: shown.text })
        : null,
    [shown, lab],
  );
  const hints = lab.hints.slice(0, Math.max(0, failures - HINT_AFTER + 1));

  return (
    <div className="lab">
      {notice && (
        <p className="form-alert form-alert-error" role="alert">
          {notice}
        </p>
      )}
      <p className="lab-counts" aria-live="polite">
        {counts ? `Solved by ${learners(counts.solvedBy)}; fixed by ${learners(counts.fixedBy)}.` : ' '}
      </p>
      <div className="demo-modes" role="group" aria-label="Phase">
        {(['attack', 'fix'] as const).map((phase) => (
          <button
            key={phase}
            type="button"
            className={view.phase === phase ? 'button button-primary' : 'button'}
            aria-pressed={view.phase === phase}
            disabled={!hydrated}
            onClick={() => setPhase(phase)}
          >
            {phase === 'attack' ? '1. Attack' : '2. Fix'}
          </button>
        ))}
      </div>
      {view.phase === 'fix' ? (
        <FixPanel lab={lab} view={view} hydrated={hydrated} />
      ) : (
        <section className="demo-challenge" aria-labelledby={`${id}-attack`}>
          <h2 id={`${id}-attack`}>Attack</h2>
          <p>{lab.goal}</p>
          <AttackForm
            id={id}
            label={lab.slotLabel}
            text={view.text}
            hydrated={hydrated}
            busy={shown?.saved === 'saving'}
            submitLabel="Send it"
            onText={setLabText}
            onSubmit={submitAttack}
          />
          <div role="status" aria-live="polite">
            {shown && (
              <div className={`demo-result ${shown.solved ? 'demo-result-solved' : ''}`}>
                <p>
                  <strong>{shown.solved ? 'Solved.' : 'Not yet.'}</strong> {shown.explanation}
                </p>
                {shown.solved && (
                  <>
                    <p>
                      <strong>The defence in play: {lab.defence.name}.</strong> {lab.defence.explanation}
                    </p>
                    <button type="button" className="button" onClick={() => setPhase('fix')}>
                      Now fix the app
                    </button>
                  </>
                )}
                <Earned result={shown} success={shown.solved} next={`/labs/${slug}`} />
              </div>
            )}
          </div>
          {!shown?.solved && hints.length > 0 && (
            <section aria-label="Hints" className="lab-hints">
              <h3>Hints</h3>
              <ol>
                {hints.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ol>
            </section>
          )}
          {run && (
            <>
              <h2>What the agent did</h2>
              <Timeline steps={run.steps} label="Agent steps of your attack" />
            </>
          )}
        </section>
      )}
    </div>
  );
}

const learners = (n: number) => (n === 1 ? '1 learner' : `${n} learners`);
