/**
 * The Worker the tests run in: the API app alone. The deployed entry (src/worker.ts) wraps Astro's
 * handler, which exists only in an Astro build.
 */
import { createApp } from '../../functions/app';

const app = createApp();
export default { fetch: (request, env, ctx) => app.fetch(request, env, ctx) } satisfies ExportedHandler<Cloudflare.Env>;
