import { formatDate } from '../format';
import { iso } from '../hubs/checks';
import { TEMPLATE_ROLES, promptUrl, type Prompt, type Provider } from './schema';

/** How a prompt appears in a list: provider, provenance and date for published ones, role for templates. */
export function promptEntry(p: Prompt, providers: readonly Provider[]) {
  const provider = providers.find((x) => x.id === p.provider)?.name ?? p.provider;
  return p.kind === 'published'
    ? {
        href: promptUrl(p),
        title: p.title,
        summary: p.summary,
        meta: [formatDate(p.date.getTime()), provider, p.provenance === 'official' ? 'Official' : 'Reported'],
        datetime: iso(p.date),
      }
    : { href: promptUrl(p), title: p.title, summary: p.summary, meta: [provider, `Template: ${TEMPLATE_ROLES[p.role]}`] };
}
