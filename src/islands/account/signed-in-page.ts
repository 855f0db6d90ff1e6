// The part every framework-free private page shares (notifications, billing, profile, settings):
// a reader whose session has ended is sent to sign in and brought back here afterwards; the page's
// data is loaded once per account; the page is drawn again on each change of the session.
import { signInPathFor } from '../../lib/account/next-path';
import { $auth } from '../../stores/auth';

export function followSession({
  load,
  render,
  staySignedOut = () => false,
}: {
  load: () => void;
  render: () => void;
  staySignedOut?: () => boolean;
}) {
  let loadedFor: string | null = null;
  $auth.subscribe((auth) => {
    if (auth.status === 'signed-out' && !staySignedOut()) {
      const { pathname, search, hash } = window.location;
      window.location.replace(signInPathFor(pathname + search + hash));
    } else if (auth.status === 'signed-in' && loadedFor !== auth.user.id) {
      loadedFor = auth.user.id;
      load();
    }
    render();
  });
}
