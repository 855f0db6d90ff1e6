import type { ReviewNames } from '../../lib/design-review/markdown';
import type { Rule } from '../../lib/design-review/rules';

const CHECKLIST_PAGE = '/ai-red-teaming/threat-model';

/** The risks of a review, each with its threats, the techniques in order, and how to test it. */
export default function RiskList({ risks, names }: { risks: readonly Rule[]; names: ReviewNames }) {
  if (!risks.length)
    return <p className="muted">No rule applies yet. Describe the agent's tools, data and inputs above, or load an example.</p>;
  return (
    <ol className="review-risks">
      {risks.map((r) => (
        <li key={r.id} className="review-risk" data-risk={r.id}>
          <h3>
            {r.title} <span className={`badge badge-${r.severity}`}>{r.severity === 'high' ? 'High' : 'Medium'}</span>
          </h3>
          <p>{r.why}</p>
          <p className="review-threats">
            Threats:{' '}
            {r.threats.map((id, i) => (
              <span key={id}>
                {i > 0 && ', '}
                <a href={`/threats/${id}`}>
                  <span className="threat-code">{names.threats[id]?.code ?? id}</span> {names.threats[id]?.name}
                </a>
              </span>
            ))}
          </p>
          <p className="review-label">Apply, in this order:</p>
          <ol>
            {r.techniques.map((id) => (
              <li key={id}>
                <a href={names.techniques[id]?.url ?? '/patterns'}>{names.techniques[id]?.name ?? id}</a>
              </li>
            ))}
          </ol>
          <p className="review-label">
            Test it with the <a href={CHECKLIST_PAGE}>red-team checklist</a>:
          </p>
          <ul>
            {r.checklist.map((id) => (
              <li key={id}>{names.checklist[id] ?? id}</li>
            ))}
          </ul>
          {r.labs.length ? (
            <>
              <p className="review-label">See it happen in a lab:</p>
              <ul>
                {r.labs.map((slug) => (
                  <li key={slug}>
                    <a href={`/labs/${slug}`}>{names.labs[slug] ?? slug}</a>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="muted">
              No lab shows this risk yet; the <a href="/labs">labs</a> show others.
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
