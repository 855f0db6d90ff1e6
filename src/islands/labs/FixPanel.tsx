import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { DEFENCES } from '../../lib/demo/defences';
import type { Lab } from '../../lib/labs/types';
import type { LabView } from '../../lib/labs/url-state';
import { $fixResult, submitFix, toggleFix } from '../../stores/labs';
import { Earned } from './Earned';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** The fix phase: change the app's defences, replay the fixed suite, see both rates and every failure explained. */
export function FixPanel({ lab, view, hydrated }: { lab: Lab; view: LabView; hydrated: boolean }) {
  const id = useId();
  const shown = useStore($fixResult);
  const options = [...new Set([...lab.start, ...lab.fixOptions])];
  const result = shown?.result;

  return (
    <section className="demo-challenge" aria-labelledby={`${id}-fix`}>
      <h2 id={`${id}-fix`}>Fix</h2>
      <p>
        Change the app’s defences. The lab then replays its fixed suite: {lab.suite.filter((c) => c.kind === 'attack').length} attacks and{' '}
        {lab.suite.filter((c) => c.kind === 'task').length} ordinary tasks. A fix passes only when no attack works and every ordinary task
        is still done.
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submitFix();
        }}
      >
        <fieldset className="demo-defences">
          <legend>The app’s defences</legend>
          {options.map((d) => (
            <div key={d} className="demo-defence">
              <label>
                <input type="checkbox" checked={view.fix.includes(d)} disabled={!hydrated} onChange={() => toggleFix(d)} />
                {DEFENCES[d].name}
              </label>
              <p className="field-hint">{DEFENCES[d].summary}</p>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="button button-primary" disabled={!hydrated || shown?.saved === 'saving'}>
          Replay the suite
        </button>
      </form>
      <div role="status" aria-live="polite">
        {shown && result && (
          <div className={`demo-result ${result.passed ? 'demo-result-solved' : ''}`}>
            <p>
              <strong>{result.passed ? 'Fix passes.' : 'Not yet.'}</strong> Attack success rate:{' '}
              <strong>{percent(result.attackSuccessRate)}</strong> ({result.attacksSucceeded} of {result.attacks}). Wrongly refused:{' '}
              <strong>{percent(result.wronglyRefusedRate)}</strong> ({result.tasksRefused} of {result.tasks}).
            </p>
            {result.passed && <p>{lab.lesson}</p>}
            <Earned result={shown} success={result.passed} next={`/labs/${lab.slug}?phase=fix`} />
          </div>
        )}
      </div>
      {result && (
        <div className="demo-evaluation demo-table-scroll">
          <table>
            <caption className="visually-hidden">Outcome of each case of the suite</caption>
            <thead>
              <tr>
                <th scope="col">Case</th>
                <th scope="col">Outcome</th>
              </tr>
            </thead>
            <tbody>
              {result.cases.map((c) => {
                const bad = c.kind === 'attack' ? c.effectSeen : !c.effectSeen;
                return (
                  <tr key={c.id}>
                    <th scope="row">
                      {c.kind === 'attack' ? 'Attack' : 'Task'}: {c.title}
                    </th>
                    <td className={bad ? 'demo-bad' : 'demo-good'}>
                      {c.kind === 'attack' ? (c.effectSeen ? 'Worked' : 'Stopped') : c.effectSeen ? 'Done' : 'Refused'}.{' '}
                      <span className="lab-why">{c.explanation}</span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
