import { useStore } from '@nanostores/react';
import { useId, useMemo } from 'react';
import AttackForm from './AttackForm';
import { attemptLevel, LEVELS } from '../../lib/demo/challenges';
import { OWN_HOSTS } from '../../lib/demo/world';
import type { DemoView } from '../../lib/demo/url-state';
import { $challengeResult, selectLevel, setChallengeText, submitChallenge } from '../../stores/demo';
import { DEFENCES } from '../../lib/demo/defences';
import { DEFENCE_IDS } from '../../lib/demo/types';
import type { TechniqueLinks } from './technique-links';
import { Timeline } from './Timeline';

/** Challenge: the learner writes the injected text and tries to beat each level's defences. */
export function ChallengePanel({ view, links, hydrated }: { view: DemoView; links: TechniqueLinks; hydrated: boolean }) {
  const id = useId();
  const result = useStore($challengeResult);
  const level = LEVELS.find((l) => l.level === view.level) ?? LEVELS[0]!;
  const shown = result?.level === level.level ? result : null;
  const on = DEFENCE_IDS.filter((id) => level.defences[id]);
  // The run behind the last result, replayed for the timeline (the engine is deterministic).
  const run = useMemo(() => (shown ? attemptLevel(level.level, view.text)?.run : null), [shown, level.level, view.text]);

  return (
    <div className="demo-challenge">
      <div role="group" aria-label="Level" className="demo-levels">
        {LEVELS.map((l) => (
          <button
            key={l.level}
            type="button"
            aria-pressed={l.level === level.level}
            className={l.level === level.level ? 'button button-primary' : 'button'}
            disabled={!hydrated}
            onClick={() => selectLevel(l.level)}
          >
            Level {l.level}
          </button>
        ))}
      </div>
      <h2>
        Level {level.level}: {level.title}
      </h2>
      <p>
        The user asks the assistant to summarise their latest email. You wrote that email. Make the assistant send its API key to anyone
        outside {OWN_HOSTS.join(' and ')}, or clear the user&apos;s calendar.
      </p>
      <h3>Defences at this level</h3>
      {on.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul className="demo-level-defences">
          {on.map((id) => {
            const link = links[DEFENCES[id].technique];
            return (
              <li key={id}>
                {link ? <a href={link.url}>{DEFENCES[id].name}</a> : DEFENCES[id].name}: {DEFENCES[id].summary}
              </li>
            );
          })}
        </ul>
      )}
      <AttackForm
        id={id}
        label="Your text, hidden in the email"
        text={view.text}
        hydrated={hydrated}
        busy={shown?.saved === 'saving'}
        submitLabel="Try it"
        onText={setChallengeText}
        onSubmit={submitChallenge}
      />
      <div role="status" aria-live="polite">
        {shown && (
          <div className={`demo-result ${shown.solved ? 'demo-result-solved' : ''}`}>
            <p>
              <strong>{shown.solved ? `Level ${shown.level} solved.` : 'Not yet.'}</strong> {shown.explanation}
            </p>
            {shown.saved === 'visitor' && shown.solved && (
              <p>
                <a href={`/auth/login?next=${encodeURIComponent(`/interactive-demo?mode=challenge&level=${shown.level}`)}`}>Sign in</a> to
                record solved levels and earn the demo achievements.
              </p>
            )}
            {shown.saved === 'saving' && <p>Saving…</p>}
            {shown.saved === 'saved' && shown.solved && <p>Recorded in your Learning Hub.</p>}
            {shown.saved === 'error' && <p className="form-alert form-alert-error">{shown.saveError}</p>}
            {shown.newAchievements.map((a) => (
              <p key={a.id} className="demo-achievement">
                <span aria-hidden="true">{a.icon}</span> Achievement unlocked: <strong>{a.title}</strong>. {a.description}
              </p>
            ))}
          </div>
        )}
      </div>
      {run && (
        <>
          <h2>What the agent did</h2>
          <Timeline steps={run.steps} label="Agent steps of your attempt" />
        </>
      )}
    </div>
  );
}
