import { useEffect, useRef, useState } from 'react';

const TURNSTILE_SITE_KEY = import.meta.env.PUBLIC_TURNSTILE_SITE_KEY as string | undefined;
const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

declare global {
  interface Window {
    turnstile?: {
      render: (el: HTMLElement, options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void }) => void;
    };
  }
}

/**
 * The human check of the visitors' support form. With a Turnstile site key (production) it renders
 * Cloudflare's widget, loading its script only when the form is shown; without one (development and
 * tests, where that script cannot load) a local stand-in gives the token the local verifier accepts.
 */
export function HumanCheck({ onToken, error, localToken }: { onToken: (token: string) => void; error?: string; localToken: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (!TURNSTILE_SITE_KEY || !box.current) return;
    const render = () =>
      window.turnstile?.render(box.current!, { sitekey: TURNSTILE_SITE_KEY, callback: onToken, 'expired-callback': () => onToken('') });
    if (window.turnstile) return void render();
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = render;
    document.head.appendChild(script);
  }, [onToken]);

  return (
    <div className="form-field">
      {TURNSTILE_SITE_KEY ? (
        <div ref={box} />
      ) : (
        <label className="human-check-local">
          <input
            type="checkbox"
            checked={checked}
            aria-describedby="human-check-error"
            onChange={(e) => {
              setChecked(e.target.checked);
              onToken(e.target.checked ? localToken : '');
            }}
          />{' '}
          I am not a robot (local check)
        </label>
      )}
      <p id="human-check-error" className="field-error" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}
