import { useEffect, useState } from 'react';
import type { SignInProviders } from '../../../functions/features/auth/auth.schemas';
import { loadSignInProviders } from '../../stores/account';
import { rememberNextPath } from './after-sign-in';

type Provider = SignInProviders['providers'][number];

/**
 * "Continue with GitHub / Google". Each is a plain link to the API, which redirects to the
 * provider; a provider the site has no credentials for is shown disabled, with the reason.
 */
export function SocialButtons({ next, verb = 'Continue' }: { next: string | null; verb?: string }) {
  const [providers, setProviders] = useState<Provider[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    loadSignInProviders().then(
      (providers) => setProviders(providers),
      () => setFailed(true),
    );
  }, []);

  if (failed) return <p className="muted">Social sign-in is unavailable right now.</p>;
  if (!providers)
    return (
      <p className="muted" aria-live="polite">
        Loading sign-in options…
      </p>
    );
  const unconfigured = providers.filter((p) => !p.configured);

  return (
    <div className="social-sign-in">
      <ul className="social-buttons">
        {providers.map((p) => (
          <li key={p.id}>
            {p.configured ? (
              <a className="button social-button" href={`/api/v1/auth/${p.id}`} onClick={() => rememberNextPath(next)}>
                {verb} with {p.name}
              </a>
            ) : (
              <button type="button" className="button social-button" disabled aria-describedby="social-not-configured">
                {p.name} sign-in not configured
              </button>
            )}
          </li>
        ))}
      </ul>
      {unconfigured.length > 0 && (
        <p id="social-not-configured" className="field-hint">
          {/* Kept short: a late, large block of text would become the page's largest paint. */}
          {unconfigured.map((p) => p.name).join(' and ')} sign-in {unconfigured.length > 1 ? 'are' : 'is'} not configured on this site yet;
          use your email and password.
        </p>
      )}
    </div>
  );
}
