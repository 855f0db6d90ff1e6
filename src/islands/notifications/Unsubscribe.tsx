import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { unsubscribe } from '../../stores/notifications';
import { FormMessage } from '../forms/Field';
import { useHydrated } from '../use-hydrated';

/** The page an email's unsubscribe link opens: one button, so link scanners cannot unsubscribe anyone. */
export default function Unsubscribe() {
  const hydrated = useHydrated();
  // The token is in the address, which only the browser knows: read it after hydration, so the
  // first render matches the page's HTML.
  const token = hydrated ? (new URLSearchParams(window.location.search).get('token') ?? '') : null;
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (token === null) return <p className="muted">Checking the link…</p>;
  if (!token)
    return <FormMessage kind="error">This link has no token. Change your email settings on the settings page instead.</FormMessage>;
  const linkToken = token;
  async function confirm() {
    setBusy(true);
    try {
      setResult({ kind: 'success', text: await unsubscribe(linkToken) });
    } catch (err) {
      setResult({ kind: 'error', text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      {result ? (
        <FormMessage kind={result.kind}>{result.text}</FormMessage>
      ) : (
        <button type="button" className="button button-primary" disabled={busy} onClick={confirm}>
          Unsubscribe
        </button>
      )}
      <p>
        <a href="/settings#notifications">Email settings</a>
      </p>
    </>
  );
}
