import { lazy, Suspense, useEffect, useState } from 'react';
import { chatStatus } from '../../lib/help/chat-hours';
import { useHydrated } from '../use-hydrated';

/** The local stand-in, fetched only when the visitor starts a chat (pages without a widget never need it otherwise). */
const LocalChat = lazy(() => import('./LocalChat'));

const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat(undefined, { weekday: 'long', hour: 'numeric', minute: '2-digit' });

/**
 * Live chat: its hours (9 AM–6 PM New York time) in the visitor's own zone, open or closed now,
 * and the third-party chat widget, whose script is loaded only when the visitor presses "Start
 * chat" (nothing is fetched before). Without a widget (`widgetUrl` absent: development and tests)
 * "Start chat" opens the local stand-in instead. Production builds render this only when a widget
 * is configured.
 */
export default function LiveChat({ widgetUrl }: { widgetUrl?: string }) {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  const [state, setState] = useState<'idle' | 'loading' | 'loaded' | 'failed'>('idle');
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);

  function start() {
    if (!widgetUrl) {
      setState('loaded');
      return;
    }
    setState('loading');
    const script = document.createElement('script');
    script.src = widgetUrl;
    script.async = true;
    script.onload = () => setState('loaded');
    script.onerror = () => setState('failed');
    document.head.appendChild(script);
  }

  const status = chatStatus(now);
  return (
    <div className="card">
      <h3>Live chat</h3>
      <p>
        9 AM to 6 PM Eastern time, every day
        {hydrated ? `; that is ${time.format(status.opensAt)} to ${time.format(status.closesAt)} where you are.` : '.'}
      </p>
      {hydrated && (
        <p role="status">
          {status.open ? `Open now, until ${time.format(status.closesAt)}.` : `Closed now. Opens ${dayAndTime.format(status.nextChange)}.`}
        </p>
      )}
      {hydrated && status.open && state !== 'loaded' && (
        <button type="button" className="button button-primary" disabled={!hydrated || state === 'loading'} onClick={start}>
          {state === 'loading' ? 'Starting chat…' : 'Start chat'}
        </button>
      )}
      {!widgetUrl && state === 'loaded' && (
        <Suspense fallback={<p>Starting chat…</p>}>
          <LocalChat />
        </Suspense>
      )}
      {state === 'failed' && <p className="field-error">The chat could not be loaded. Please send a support request instead.</p>}
    </div>
  );
}
