import type { ContextEntry } from '../../lib/demo/types';

const ORIGIN: Record<ContextEntry['origin'], string> = {
  system: 'System',
  user: 'User',
  tool: 'Tool output',
  retrieved: 'Retrieved document',
};

/** The context window: every piece of text with where it came from and how far it is trusted. */
export function ContextWindow({ entries }: { entries: readonly ContextEntry[] }) {
  return (
    <ul className="demo-context" aria-label="Context window">
      {entries.map((entry, i) => (
        <li key={i} className={entry.trusted ? 'demo-trusted' : 'demo-untrusted'}>
          <p className="demo-context-meta">
            <strong>{entry.label}</strong> · {ORIGIN[entry.origin]} · {entry.trusted ? 'trusted' : 'untrusted'}
            {entry.marked ? ' · marked as data' : ''}
            {entry.quarantined ? ' · quarantined (the planner cannot see it)' : ''}
          </p>
          <p className="demo-context-text">{entry.text}</p>
        </li>
      ))}
    </ul>
  );
}
