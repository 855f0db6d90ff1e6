/** Where visitors go to sign in, coming back to `next` afterwards. */
export const signInUrl = (next: string) => `/auth/login?next=${encodeURIComponent(next)}`;

/** Tells a visitor that saving needs an account, with a sign-in link that returns here. */
export function SignInPrompt({ next, children }: { next: string; children: string }) {
  return (
    <p className="sign-in-prompt">
      {children} <a href={signInUrl(next)}>Sign in to save progress</a>
    </p>
  );
}
