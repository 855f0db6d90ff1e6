import { useEffect, useState } from 'react';
import { apiRequest, errorMessage } from '../../lib/api-client';
import type { AuthUser } from '../../stores/auth';
import type { Profile } from './ProfileForm';

/** Loads GET /profile once a user is signed in; the page can replace it after an edit. */
export function useProfile(user: AuthUser | null) {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [loadError, setLoadError] = useState('');
  useEffect(() => {
    if (!user) return;
    apiRequest<{ profile: Profile }>('/profile').then(({ profile }) => setProfile(profile), (err: unknown) => setLoadError(errorMessage(err)));
  }, [user?.id]);
  return { profile, setProfile, loadError };
}
