import { useEffect, useState } from 'react';
import { THREATS, checklistMarkdown, readCovered, writeCovered } from '../../lib/guides/redteam-checklist';
import { useHydrated } from '../use-hydrated';

const GROUPS = [...new Set(THREATS.map((t) => t.group))];

/** Threat checklist whose state lives in the address (?covered=…), so a link shares it; exports Markdown. */
export default function RedTeamChecklist() {
  const hydrated = useHydrated();
  const [covered, setCovered] = useState<Set<string>>(() => new Set());
  const [copied, setCopied] = useState('');

  useEffect(() => setCovered(readCovered(window.location.search)), []);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(covered);
    if (on) next.add(id);
    else next.delete(id);
    setCovered(next);
    const url = new URL(window.location.href);
    window.history.replaceState(null, '', `${url.pathname}${writeCovered(url.search, next)}${url.hash}`);
    setCopied('');
  };

  const markdown = () => checklistMarkdown(covered, new Date().toISOString().slice(0, 10));
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([markdown()], { type: 'text/markdown' }));
    link.download = 'red-team-coverage.md';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied('Link copied.');
    } catch {
      setCopied('Copying is blocked here; copy the address from the address bar.');
    }
  };

  return (
    <div className="calc">
      <p className="muted">
        Tick each threat your exercise has tested. The page address keeps your ticks, so the link shares this checklist.
      </p>
      <p role="status" data-testid="coverage-count">
        <strong>
          {covered.size} of {THREATS.length}
        </strong>{' '}
        threats covered.
      </p>
      {GROUPS.map((group) => (
        <fieldset key={group} disabled={!hydrated} className="checklist-group">
          <legend>{group}</legend>
          {THREATS.filter((t) => t.group === group).map((t) => (
            <label key={t.id} className="calc-check">
              <input type="checkbox" name={t.id} checked={covered.has(t.id)} onChange={(e) => toggle(t.id, e.target.checked)} /> {t.label}
            </label>
          ))}
        </fieldset>
      ))}
      <div className="calc-actions">
        <button type="button" className="button button-primary" disabled={!hydrated} onClick={download}>
          Download as Markdown
        </button>
        <button type="button" className="button" disabled={!hydrated} onClick={copyLink}>
          Copy link
        </button>
        <span role="status">{copied}</span>
      </div>
      <details className="calc-formulas">
        <summary>Preview the Markdown</summary>
        <pre data-testid="checklist-markdown" tabIndex={0}>
          {markdown()}
        </pre>
      </details>
    </div>
  );
}
