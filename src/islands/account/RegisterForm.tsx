import { useEffect, useState, type SubmitEvent } from 'react';
import { newPasswordErrors, registerProblems } from '../../lib/account/form-rules';
import { errorMessage } from '../../lib/api-client';
import { initAuth, register } from '../../stores/auth';
import { useHydrated } from '../use-hydrated';
import { Field, FormMessage } from '../forms/Field';
import { NewPasswordFields } from './NewPasswordFields';
import { useForm } from './use-form';

const initial = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/** Registration: does not sign in; the person confirms the email first (docs/product.md, States). */
export default function RegisterForm() {
  const hydrated = useHydrated();
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const form = useForm(initial, (v) => {
    const errors = registerProblems(v);
    const { confirmPassword } = newPasswordErrors(v.password, v.confirmPassword, 'Confirm your password.');
    return { ...errors, confirmPassword: errors.confirmPassword ?? confirmPassword };
  });

  useEffect(() => void initAuth(), []);

  function onSubmit(event: SubmitEvent) {
    setError('');
    void form.submit(
      event,
      async () => {
        const v = form.values;
        setDone(
          await register({
            email: v.email.trim(),
            password: v.password,
            confirmPassword: v.confirmPassword,
            firstName: v.firstName.trim(),
            lastName: v.lastName.trim(),
          }),
        );
      },
      (err) => setError(errorMessage(err, 'Registration failed. Please try again.')),
    );
  }

  if (done) {
    // The page hides its social links and "Already have an account?" beside this message (islands.css).
    return (
      <div className="register-done">
        <FormMessage kind="success">
          <strong>{done}</strong>
          <br />
          Open the link in the email to confirm your address, then <a href="/auth/login">sign in</a>.
        </FormMessage>
      </div>
    );
  }

  // The card around the form, the social links and "Already have an account?" are the page's
  // (src/pages/auth/register.astro), so they work before this form hydrates (`client:intent`).
  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      <FormMessage kind="error">{error}</FormMessage>
      <div className="field-row">
        <Field id="register-first-name" label="First name" autoComplete="given-name" required {...form.field('firstName')} />
        <Field id="register-last-name" label="Last name" autoComplete="family-name" required {...form.field('lastName')} />
      </div>
      <Field id="register-email" label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      <NewPasswordFields
        idPrefix="register"
        passwordLabel="Password"
        confirmLabel="Confirm password"
        note="A few unrelated words make a strong password."
        password={form.field('password')}
        confirm={form.field('confirmPassword')}
      />
      <button type="submit" className="button button-primary button-block" disabled={form.busy || !hydrated}>
        {form.busy ? 'Creating your account…' : 'Create account'}
      </button>
    </form>
  );
}
