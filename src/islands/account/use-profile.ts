import { useEffect, useRef, useState } from 'react';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { hasSignedInHint, type AuthUser } from '../../stores/auth';
import type { Profile } from './ProfileForm';

type ProfileAnswer = { profile: Profile };

/**
 * Loads GET /profile for the signed-in user; the page can replace it after an edit. When the browser
 * carries the signed-in hint the request starts at once, beside the session check, instead of
 * after it: one round trip less before the page can show anything.
 */
export function useProfile(user: AuthUser | null) {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [loadError, setLoadError] = useState('');
  const early = useRef<Promise<ProfileAnswer> | null>(null);
  useEffect(() => {
    if (!hasSignedInHint()) return;
    early.current = apiRequest<ProfileAnswer>('/profile');
    early.current.catch(() => {}); // a stale hint answers 401; the session check redirects
  }, []);
  useEffect(() => {
    if (!user) return;
    const request = early.current ?? apiRequest<ProfileAnswer>('/profile');
    early.current = null;
    request.then(
      ({ profile }) => setProfile(profile),
      (err: unknown) => setLoadError(errorMessage(err)),
    );
  }, [user?.id]);
  return { profile, setProfile, loadError };
}
