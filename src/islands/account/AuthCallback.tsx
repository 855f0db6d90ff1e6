import { useEffect, useState } from 'react';
import { oauthErrorMessage } from '../../lib/account/oauth-errors';
import { takeRememberedNextPath } from './after-sign-in';
import { useAuth } from './use-auth';

/**
 * Where social sign-in returns. The server has already set the session cookie; this page reads
 * only `error` from its address, checks the session and moves on to the remembered page.
 */
export default function AuthCallback() {
  const auth = useAuth();
  const [error, setError] = useState<string | null | undefined>(undefined);

  useEffect(() => setError(new URLSearchParams(window.location.search).get('error')), []);

  useEffect(() => {
    if (error === null && auth.status === 'signed-in') window.location.replace(takeRememberedNextPath());
  }, [error, auth.status]);

  const failure = error
    ? oauthErrorMessage(error)
    : error === null && auth.status === 'signed-out'
      ? 'Sign-in did not complete. Please try again.'
      : null;
  if (failure) {
    return (
      <div className="auth-card">
        <div className="form-alert form-alert-error" role="alert">
          {failure}
        </div>
        <p>
          <a className="button button-primary" href="/auth/login">
            Back to sign in
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="auth-card" role="status">
      <p className="callback-title">Completing sign in...</p>
      <p className="muted">Please wait while we redirect you.</p>
    </div>
  );
}
