// The social sign-in links without React (src/components/account/SocialSignIn.astro): each is a
// plain link to the API, which redirects to the provider; the page to come back to is kept in this
// tab's session storage (after-sign-in.ts). A provider the site has no credentials for is shown
// disabled, with the reason.
import { loadSignInProviders } from '../../stores/account';
import { safeNextPath } from '../../lib/account/next-path';
import { nextFromAddress, rememberNextPath } from './after-sign-in';

type Provider = Awaited<ReturnType<typeof loadSignInProviders>>[number];

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = '') {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

function providerItem(provider: Provider, verb: string) {
  const item = document.createElement('li');
  if (provider.configured) {
    const link = element('a', 'button social-button', `${verb} with ${provider.name}`);
    link.href = `/api/v1/auth/${provider.id}`;
    link.addEventListener('click', () => rememberNextPath(nextFromAddress()));
    item.appendChild(link);
  } else {
    const button = element('button', 'button social-button', `${provider.name} sign-in not configured`);
    button.type = 'button';
    button.disabled = true;
    button.setAttribute('aria-describedby', 'social-not-configured');
    item.appendChild(button);
  }
  return item;
}

/** The links, and one short line naming the providers that are not configured. */
function providerList(providers: Provider[], verb: string) {
  const root = element('div', 'social-sign-in');
  const list = element('ul', 'social-buttons');
  for (const provider of providers) list.appendChild(providerItem(provider, verb));
  root.appendChild(list);
  const unconfigured = providers.filter((p) => !p.configured).map((p) => p.name);
  if (unconfigured.length > 0) {
    // Kept short: a late, large block of text would become the page's largest paint.
    const note = element(
      'p',
      'field-hint',
      `${unconfigured.join(' and ')} sign-in ${unconfigured.length > 1 ? 'are' : 'is'} not configured on this site yet; use your email and password.`,
    );
    note.id = 'social-not-configured';
    root.appendChild(note);
  }
  return root;
}

/** Replaces the slot's "Loading sign-in options…" with the providers, or says they are unavailable. */
export function mountSocialSignIn(slot: HTMLElement) {
  const verb = slot.dataset.socialSignIn ?? 'Continue';
  loadSignInProviders().then(
    (providers) => slot.replaceChildren(providerList(providers, verb)),
    () => slot.replaceChildren(element('p', 'muted', 'Social sign-in is unavailable right now.')),
  );
}

/** Carries this page's `next` (same-site only) to a link between the sign-in and registration pages. */
export function keepNextOn(link: HTMLAnchorElement) {
  const next = nextFromAddress();
  if (next) link.setAttribute('href', `${link.pathname}?next=${encodeURIComponent(safeNextPath(next))}`);
}
