import type { AttackResult, FixResult } from '../../stores/labs';

/** What a result earned: the sign-in prompt for visitors, the save state, XP and achievements. */
export function Earned({ result, success, next }: { result: AttackResult | FixResult; success: boolean; next: string }) {
  return (
    <>
      {result.saved === 'visitor' && success && (
        <p>
          <a href={`/auth/login?next=${encodeURIComponent(next)}`}>Sign in</a> to have the server verify and record it, and earn XP in the
          Learning Hub.
        </p>
      )}
      {result.saved === 'saving' && <p>Checking on the server…</p>}
      {result.saved === 'saved' && success && (
        <p>{result.xpAwarded ? `Verified and recorded: +${result.xpAwarded} XP.` : 'Verified; you had already recorded it.'}</p>
      )}
      {result.saved === 'error' && <p className="form-alert form-alert-error">{result.saveError}</p>}
      {result.newAchievements.map((a) => (
        <p key={a.id} className="demo-achievement">
          <span aria-hidden="true">{a.icon}</span> Achievement unlocked: <strong>{a.title}</strong>. {a.description}
        </p>
      ))}
    </>
  );
}
