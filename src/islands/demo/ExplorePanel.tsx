import { useId, useMemo } from 'react';
import { MAX_ATTACK_LENGTH, runUpTo } from '../../lib/demo/agent';
import { ATTACK_CASES, evaluate, outcomeOf } from '../../lib/demo/evaluate';
import { SCENARIOS } from '../../lib/demo/scenarios';
import { defaultAttack, type DemoView } from '../../lib/demo/url-state';
import { selectScenario, setAttack, stepTo, toggleDefence } from '../../stores/demo';
import { ContextWindow } from './ContextWindow';
import { DefenceSwitches } from './DefenceSwitches';
import { EvaluationTable } from './EvaluationTable';
import { OutcomeLine } from './Outcome';
import type { TechniqueLinks } from './technique-links';
import { Timeline } from './Timeline';

/** Explore: pick a scenario, step through it, change the attack and the defences, see the cost. */
export function ExplorePanel({ view, links, hydrated }: { view: DemoView; links: TechniqueLinks; hydrated: boolean }) {
  const id = useId();
  const scenario = SCENARIOS.find((s) => s.id === view.scenarioId) ?? SCENARIOS[0]!;
  const attack = view.attack ?? defaultAttack(scenario.id);
  const config = { scenarioId: scenario.id, defences: view.defences, attack };
  // Runs take well under a millisecond, so the page replays them on every change instead of caching.
  const total = runUpTo(config, Number.POSITIVE_INFINITY).events;
  const { state, events } = runUpTo(config, view.step);
  const evaluation = useMemo(() => evaluate(view.defences), [view.defences]);
  const slot = scenario.inbox ? 'email' : scenario.page ? 'page' : null;
  const presets = ATTACK_CASES.filter((a) => (slot === 'email' ? a.scenarioId === 'email-summary' : a.scenarioId === 'page-summary'));

  return (
    <div className="demo-explore">
      <div className="demo-setup">
        <label htmlFor={`${id}-scenario`}>Scenario</label>
        <select id={`${id}-scenario`} value={scenario.id} disabled={!hydrated} onChange={(e) => selectScenario(e.target.value)}>
          {SCENARIOS.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title}
            </option>
          ))}
        </select>
        <p>
          <strong>The user asks:</strong> {scenario.task}
        </p>
        <p className="field-hint">
          Shows:{' '}
          {scenario.techniques.map((slug, i) => (
            <span key={slug}>
              {i > 0 && ', '}
              {links[slug] ? <a href={links[slug].url}>{links[slug].name}</a> : slug}
            </span>
          ))}
        </p>
        {slot && (
          <>
            <label htmlFor={`${id}-attack`}>Text hidden in the {slot} (written by an attacker)</label>
            <textarea
              id={`${id}-attack`}
              rows={3}
              maxLength={MAX_ATTACK_LENGTH}
              value={attack}
              disabled={!hydrated}
              onChange={(e) => setAttack(e.target.value)}
            />
            <label htmlFor={`${id}-preset`}>Or load a bundled attack</label>
            <select
              id={`${id}-preset`}
              value=""
              disabled={!hydrated}
              onChange={(e) => {
                const preset = presets.find((p) => p.id === e.target.value);
                if (preset) setAttack(preset.text);
              }}
            >
              <option value="">Choose an attack…</option>
              {presets.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </select>
          </>
        )}
        <DefenceSwitches defences={view.defences} links={links} onToggle={toggleDefence} disabled={!hydrated} />
      </div>
      <div className="demo-run">
        <div className="demo-controls" role="group" aria-label="Run controls">
          <button type="button" className="button" disabled={!hydrated || events === 0} onClick={() => stepTo(events - 1)}>
            Step back
          </button>
          <button type="button" className="button button-primary" disabled={!hydrated || state.done} onClick={() => stepTo(events + 1)}>
            Step
          </button>
          <button type="button" className="button" disabled={!hydrated || state.done} onClick={() => stepTo(total)}>
            Run to the end
          </button>
          <button type="button" className="button" disabled={!hydrated || events === 0} onClick={() => stepTo(0)}>
            Reset
          </button>
          <span className="demo-progress" aria-live="polite">
            Step {events} of {total}
          </span>
        </div>
        <h2>What the agent does</h2>
        <Timeline steps={state.steps} label="Agent steps" />
        {state.done && <OutcomeLine outcome={outcomeOf(state)} />}
        <h2>Context window</h2>
        <ContextWindow entries={state.context} />
      </div>
      <EvaluationTable evaluation={evaluation} />
    </div>
  );
}
