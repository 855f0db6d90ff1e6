import { useEffect, useMemo, useState } from 'react';
import { EXAMPLES } from '../../lib/design-review/examples';
import { reviewMarkdown, type ReviewNames } from '../../lib/design-review/markdown';
import { reviewSystem } from '../../lib/design-review/rules';
import { EMPTY_SYSTEM, type System } from '../../lib/design-review/system';
import { PARAM, encodeSystem, readSystemFromSearch } from '../../lib/design-review/url-state';
import { useHydrated } from '../use-hydrated';
import RiskList from './RiskList';
import SavedReviews from './SavedReviews';
import SystemForm from './SystemForm';

/** The address that opens this review: the page with the system in `?r=`, other parameters kept. */
function addressFor(system: System): string {
  const url = new URL(window.location.href);
  url.searchParams.set(PARAM, encodeSystem(system));
  return url.href;
}

/** The design review: the form, the risks it raises, and the review as a link and as Markdown. */
export default function DesignReview({ names }: { names: ReviewNames }) {
  const hydrated = useHydrated();
  const [system, setSystem] = useState<System>(EMPTY_SYSTEM);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [savedId, setSavedId] = useState<string | null>(null);
  const risks = useMemo(() => reviewSystem(system), [system]);

  useEffect(() => {
    const read = readSystemFromSearch(window.location.search);
    setSystem(read.system);
    setProblem(read.problem);
  }, []);

  const change = (next: System) => {
    setSystem(next);
    setStatus('');
    window.history.replaceState(null, '', addressFor(next));
  };
  const loadExample = (id: string) => {
    const example = EXAMPLES.find((e) => e.id === id);
    if (!example) return;
    change(example.system);
    setProblem(null);
    setSavedId(null);
    setStatus(`Loaded the example: ${example.title}.`);
  };

  const markdown = () =>
    reviewMarkdown(system, risks, names, {
      date: new Date().toISOString().slice(0, 10),
      origin: window.location.origin,
      link: addressFor(system),
    });
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([markdown()], { type: 'text/markdown' }));
    link.download = 'threat-model.md';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(addressFor(system));
      setStatus('Link copied.');
    } catch {
      setStatus('Copying is blocked here; copy the address from the address bar.');
    }
  };

  return (
    <div className="review">
      {problem && (
        <p role="alert" className="review-problem">
          {problem}
        </p>
      )}
      <section aria-labelledby="review-examples">
        <h2 id="review-examples">Start from an example</h2>
        <div className="calc-actions">
          {EXAMPLES.map((e) => (
            <button key={e.id} type="button" className="button" disabled={!hydrated} onClick={() => loadExample(e.id)}>
              {e.title}
            </button>
          ))}
        </div>
      </section>
      <section aria-labelledby="review-form">
        <h2 id="review-form">Your agent</h2>
        <SystemForm system={system} disabled={!hydrated} onChange={change} />
      </section>
      <section aria-labelledby="review-risks">
        <h2 id="review-risks">Risks</h2>
        <p role="status" data-testid="risk-count">
          <strong>{risks.length}</strong> {risks.length === 1 ? 'risk' : 'risks'} for this design
          {risks.length ? `, ${risks.filter((r) => r.severity === 'high').length} high.` : '.'}
        </p>
        <RiskList risks={risks} names={names} />
        <div className="calc-actions">
          <button type="button" className="button button-primary" disabled={!hydrated} onClick={download}>
            Download as Markdown
          </button>
          <button type="button" className="button" disabled={!hydrated} onClick={copyLink}>
            Copy link
          </button>
          <span role="status">{status}</span>
        </div>
        {hydrated && (
          <details className="calc-formulas">
            <summary>Preview the Markdown</summary>
            <pre data-testid="review-markdown" tabIndex={0}>
              {markdown()}
            </pre>
          </details>
        )}
      </section>
      <section aria-labelledby="review-saved">
        <h2 id="review-saved">Saved reviews</h2>
        <SavedReviews
          system={system}
          savedId={savedId}
          onSaved={setSavedId}
          onOpen={(next, id) => {
            change(next);
            setProblem(null);
            setSavedId(id);
          }}
        />
      </section>
    </div>
  );
}
