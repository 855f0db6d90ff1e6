import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { ApiRequestError, errorMessage } from '../../lib/api-client';
import {
  LOCAL_HUMAN_CHECK_TOKEN,
  RESPONSE_TARGET_HOURS,
  SUPPORT_CATEGORIES,
  SUPPORT_CONFIRM_EMAIL_MESSAGE,
  SUPPORT_RULES,
  supportFormProblems,
  isSupportCategory,
  type SupportCategory,
} from '../../lib/support/support';
import { $myRequests, loadMyRequests, sendSupportRequest } from '../../stores/support';
import { Field, FormMessage } from '../forms/Field';
import { useAuth } from '../account/use-auth';
import { HumanCheck } from './HumanCheck';
import { useDrawnValues } from '../forms/use-drawn-values';
import { useHydrated } from '../use-hydrated';

const EMPTY = { category: '' as SupportCategory | '', subject: '', message: '', email: '', website: '' };
const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The support request form: signed-in users are answered at their account's address; visitors give
 * theirs and pass a human check. A hidden honeypot field catches simple bots. Signed-in users also
 * see the requests they sent and their status.
 */
export default function SupportForm({ priorityPlans }: { priorityPlans: string }) {
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in';
  // Signed-in requests are answered at the account's address, which must be confirmed first.
  const unconfirmed = signedIn && !auth.user!.emailVerified;
  const [values, setValues] = useState(EMPTY);
  // The form hydrates when it comes near the screen (`client:visible`): keep what was typed before.
  const refFor = useDrawnValues(EMPTY, setValues);
  const hydrated = useHydrated();
  const [token, setToken] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [checkKey, setCheckKey] = useState(0);
  const { standard, priority } = RESPONSE_TARGET_HOURS;

  useEffect(() => {
    if (signedIn) void loadMyRequests();
  }, [signedIn]);

  const set = (name: Exclude<keyof typeof EMPTY, 'category'>) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const problems: Record<string, string> = supportFormProblems(values, { visitor: !signedIn });
    if (!signedIn && !token) problems.humanCheck = 'Please complete the check that you are not a robot.';
    setErrors(problems);
    if (unconfirmed) setResult({ kind: 'error', text: SUPPORT_CONFIRM_EMAIL_MESSAGE });
    const { category } = values;
    if (Object.keys(problems).length > 0 || unconfirmed || !category) return;
    setBusy(true);
    try {
      const message = await sendSupportRequest({
        category,
        subject: values.subject,
        message: values.message,
        ...(signedIn ? {} : { email: values.email, humanCheckToken: token }),
        ...(values.website ? { website: values.website } : {}),
      });
      setResult({ kind: 'success', text: message });
      setValues(EMPTY);
      setToken('');
      setCheckKey((k) => k + 1);
    } catch (err) {
      if (err instanceof ApiRequestError && err.issues.length > 0)
        setErrors(Object.fromEntries(err.issues.map((i) => [i.path, i.message])));
      setResult({ kind: 'error', text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form className="card support-form" onSubmit={submit} noValidate aria-labelledby="support-form-heading">
        <h2 id="support-form-heading">Send a support request</h2>
        <p className="muted">
          {unconfirmed
            ? SUPPORT_CONFIRM_EMAIL_MESSAGE
            : signedIn
              ? `We answer at ${auth.user!.email} within ${standard} hours (${priority} hours for ${priorityPlans} accounts).`
              : `We answer at the email address you give within ${standard} hours.`}
        </p>
        <div className="form-field">
          <label htmlFor="support-category">Category</label>
          <select
            id="support-category"
            ref={refFor('category')}
            value={values.category}
            onChange={(e) => {
              const category = e.target.value;
              setValues((v) => ({ ...v, category: isSupportCategory(category) ? category : '' }));
            }}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby="support-category-error"
          >
            <option value="">Choose a category</option>
            {Object.entries(SUPPORT_CATEGORIES).map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
          <p id="support-category-error" className="field-error" aria-live="polite">
            {errors.category ?? ''}
          </p>
        </div>
        {!signedIn && (
          <Field
            id="support-email"
            label="Your email"
            type="email"
            autoComplete="email"
            value={values.email}
            ref={refFor('email')}
            onChange={(e) => set('email')(e.target.value)}
            error={errors.email}
          />
        )}
        <Field
          id="support-subject"
          label="Subject"
          value={values.subject}
          ref={refFor('subject')}
          onChange={(e) => set('subject')(e.target.value)}
          error={errors.subject}
          maxLength={SUPPORT_RULES.subject.max}
        />
        <div className="form-field">
          <label htmlFor="support-message">Message</label>
          <textarea
            id="support-message"
            rows={6}
            maxLength={SUPPORT_RULES.message.max}
            value={values.message}
            ref={refFor('message')}
            onChange={(e) => set('message')(e.target.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby="support-message-error"
          />
          <p id="support-message-error" className="field-error" aria-live="polite">
            {errors.message ?? ''}
          </p>
        </div>
        {/* The honeypot: out of sight and out of the tab order; a person never fills it. */}
        <div className="support-trap" aria-hidden="true">
          <label htmlFor="support-website">Leave this field empty</label>
          <input
            id="support-website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            ref={refFor('website')}
            onChange={(e) => set('website')(e.target.value)}
          />
        </div>
        {!signedIn && <HumanCheck key={checkKey} onToken={setToken} error={errors.humanCheck} localToken={LOCAL_HUMAN_CHECK_TOKEN} />}
        {result && <FormMessage kind={result.kind}>{result.text}</FormMessage>}
        <button type="submit" className="button button-primary" disabled={busy || !hydrated}>
          {busy ? 'Sending…' : 'Send request'}
        </button>
      </form>
      {signedIn && <MyRequests />}
    </>
  );
}

function MyRequests() {
  const state = useStore($myRequests);
  if (state.status === 'error') return <FormMessage kind="error">{state.error}</FormMessage>;
  if (state.status !== 'ready' || state.data.length === 0) return null;
  return (
    <section className="card" aria-labelledby="my-requests-heading">
      <h2 id="my-requests-heading">Your requests</h2>
      <ul className="support-requests">
        {state.data.map((r) => (
          <li key={r.id}>
            <strong>{r.subject}</strong> {r.priority && <span className="badge badge-new">Priority</span>}
            <br />
            <span className="muted">
              {SUPPORT_CATEGORIES[r.category]} · sent {when.format(r.createdAt)} ·{' '}
              {r.status === 'open'
                ? `open, answer due by ${when.format(r.respondBy)}`
                : `answered ${when.format(r.answeredAt ?? r.createdAt)}`}
            </span>
            {r.answer && <p className="support-answer">{r.answer}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
