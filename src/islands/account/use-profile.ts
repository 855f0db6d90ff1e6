import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { AuthUser } from '../../stores/auth';
import { $profile, loadProfile, prefetchProfile, showProfile } from '../../stores/account';

/**
 * The signed-in user's profile from the account store. The request starts at once when the browser
 * carries the signed-in hint (beside the session check), otherwise once the user is known.
 */
export function useProfile(user: AuthUser | null) {
  useEffect(() => prefetchProfile(), []);
  useEffect(() => {
    if (user) void loadProfile();
  }, [user?.id]);
  const state = useStore($profile);
  return {
    profile: state.status === 'ready' ? state.data : null,
    setProfile: showProfile,
    loadError: state.status === 'error' ? state.error : '',
  };
}
