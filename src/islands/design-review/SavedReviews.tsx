import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import type { System } from '../../lib/design-review/system';
import { decodeSystem, encodeSystem } from '../../lib/design-review/url-state';
import { $auth } from '../../stores/auth';
import { $savedReviews, deleteSavedReview, loadSavedReviews, openSavedReview, saveReview } from '../../stores/design-reviews';
import { FormMessage } from '../forms/Field';
import { useHydratedStore } from '../learning/use-hydrated-store';

interface Props {
  system: System;
  /** The saved review the form shows, if it was opened from the list or saved. */
  savedId: string | null;
  onOpen: (system: System, id: string) => void;
  onSaved: (id: string) => void;
}

/** Saved reviews for signed-in users: save the form, list what is saved, open or delete one. */
export default function SavedReviews({ system, savedId, onOpen, onSaved }: Props) {
  const auth = useHydratedStore($auth, { status: 'loading', user: null });
  const saved = useStore($savedReviews);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const signedIn = auth.status === 'signed-in';

  useEffect(() => {
    if (signedIn) void loadSavedReviews();
  }, [signedIn]);

  if (auth.status === 'loading') return null;
  if (!signedIn)
    return (
      <p className="muted">
        <a href="/auth/login?next=%2Fdesign-review">Sign in</a> to save reviews to your account. The link above keeps a review without one.
      </p>
    );

  async function run(work: () => Promise<string>) {
    setBusy(true);
    setNotice(null);
    try {
      setNotice({ kind: 'success', text: await work() });
    } catch (err) {
      setNotice({ kind: 'error', text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }
  const name = system.name.trim() || 'Unnamed agent';
  const save = (id?: string) =>
    run(async () => {
      const review = await saveReview({ name, state: encodeSystem(system) }, id);
      onSaved(review.id);
      return id ? `Saved changes to “${review.name}”.` : `Saved “${review.name}” to your account.`;
    });
  const open = (id: string) =>
    run(async () => {
      const review = await openSavedReview(id);
      const read = decodeSystem(review.state);
      if (read.problem) throw new Error(read.problem);
      onOpen(read.system, review.id);
      return `Opened “${review.name}”.`;
    });
  const remove = (id: string, reviewName: string) =>
    run(async () => {
      await deleteSavedReview(id);
      return `Deleted “${reviewName}”.`;
    });

  return (
    <div className="review-saved-panel">
      <div className="calc-actions">
        <button type="button" className="button button-primary" disabled={busy} onClick={() => save()}>
          Save to my account
        </button>
        {savedId && (
          <button type="button" className="button" disabled={busy} onClick={() => save(savedId)}>
            Save changes
          </button>
        )}
      </div>
      <FormMessage kind={notice?.kind ?? 'success'}>{notice?.text}</FormMessage>
      <h3>Your saved reviews</h3>
      {saved.status === 'loading' && <p className="muted">Loading your saved reviews…</p>}
      {saved.status === 'error' && <FormMessage kind="error">{saved.error}</FormMessage>}
      {saved.status === 'ready' && (
        <>
          <p className="muted">
            {saved.data.reviews.length} of {saved.data.limit} saved. Only you can see them.
          </p>
          <ul className="review-saved">
            {saved.data.reviews.map((r) => (
              <li key={r.id}>
                <span>
                  <strong>{r.name}</strong> <span className="muted">saved {formatDate(r.updatedAt)}</span>
                </span>
                <button type="button" className="button" disabled={busy} onClick={() => open(r.id)} aria-label={`Open ${r.name}`}>
                  Open
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() => remove(r.id, r.name)}
                  aria-label={`Delete ${r.name}`}
                >
                  Delete
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
