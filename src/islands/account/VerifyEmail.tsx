import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { verifyEmail } from '../../stores/account';
import { FormMessage } from '../forms/Field';
import { takeTokenFromAddress } from './email-link-token';

type State = { step: 'working' } | { step: 'done'; message: string } | { step: 'failed'; message: string };

/** Confirms the email address from the emailed link, as soon as the page opens. */
export default function VerifyEmail() {
  const [state, setState] = useState<State>({ step: 'working' });

  useEffect(() => {
    const token = takeTokenFromAddress();
    if (!token) {
      setState({ step: 'failed', message: 'This page needs the link from the confirmation email.' });
      return;
    }
    verifyEmail(token).then(
      (message) => setState({ step: 'done', message }),
      (err: unknown) =>
        setState({ step: 'failed', message: errorMessage(err, 'We could not confirm your email address. Please try again.') }),
    );
  }, []);

  if (state.step === 'working')
    return (
      <p className="muted" role="status">
        Confirming your email address…
      </p>
    );
  if (state.step === 'done') {
    return (
      <div className="auth-card">
        <FormMessage kind="success">{state.message}</FormMessage>
        <p>
          <a className="button button-primary" href="/auth/login">
            Sign in
          </a>{' '}
          <a className="button" href="/profile">
            Go to your profile
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="auth-card">
      <FormMessage kind="error">{state.message}</FormMessage>
      <p>
        Signed-in users can send a new link from their <a href="/profile">profile</a>.
      </p>
    </div>
  );
}
