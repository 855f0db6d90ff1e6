import type { Evaluation } from '../../lib/demo/evaluate';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** Every bundled attack and benign task with the current switches: the benefit and the cost side by side. */
export function EvaluationTable({ evaluation }: { evaluation: Evaluation }) {
  return (
    <section className="demo-evaluation" aria-labelledby="demo-evaluation-heading">
      <h2 id="demo-evaluation-heading">With these defences</h2>
      <p>
        Attack success rate: <strong>{percent(evaluation.attackSuccessRate)}</strong> of {evaluation.attacks.length} attacks. Wrongly
        refused: <strong>{percent(evaluation.wronglyRefusedRate)}</strong> of {evaluation.benign.length} ordinary tasks.
      </p>
      <div className="demo-table-scroll">
        <table>
          <caption className="visually-hidden">Outcome of each attack and each ordinary task</caption>
          <thead>
            <tr>
              <th scope="col">Case</th>
              <th scope="col">Outcome</th>
            </tr>
          </thead>
          <tbody>
            {evaluation.attacks.map((a) => (
              <tr key={a.id}>
                <th scope="row">Attack: {a.title}</th>
                <td className={a.succeeded ? 'demo-bad' : 'demo-good'}>{a.succeeded ? 'Succeeded' : 'Stopped'}</td>
              </tr>
            ))}
            {evaluation.benign.map((b) => (
              <tr key={b.id}>
                <th scope="row">Task: {b.title}</th>
                <td className={b.refused ? 'demo-bad' : 'demo-good'}>{b.refused ? 'Wrongly refused' : 'Done'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
