// The support desk from a terminal: `npm run support:desk -- list` shows the open requests,
// priority first; `npm run support:desk -- answer <id> "text"` answers one (the sender gets the
// answer by email, and a signed-in sender a notification). Needs SUPPORT_DESK_TOKEN and, for a
// deployed site, SITE_URL (default: the local server of `npm start`).
const site = (process.env.SITE_URL ?? 'http://127.0.0.1:8787').replace(/\/+$/, '');
const token = process.env.SUPPORT_DESK_TOKEN;
const [command, id, ...words] = process.argv.slice(2);

if (!token || !['list', 'answer'].includes(command ?? '') || (command === 'answer' && (!id || words.length === 0))) {
  console.error('Usage: SUPPORT_DESK_TOKEN=… npm run support:desk -- list | answer <id> "answer text"');
  process.exit(2);
}

// Unsafe requests must carry the site's own Origin (the API's same-origin rule).
const headers = { authorization: `Bearer ${token}`, origin: site, 'content-type': 'application/json' };
const res =
  command === 'list'
    ? await fetch(`${site}/api/v1/support/desk/requests`, { headers })
    : await fetch(`${site}/api/v1/support/desk/requests/${encodeURIComponent(id)}/answer`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ answer: words.join(' ') }),
      });
const body = await res.json();
if (!res.ok) {
  console.error(`${res.status} ${body.code}: ${body.message}`);
  process.exit(1);
}
if (command === 'list') {
  for (const r of body.requests) {
    console.log(
      `${r.priority ? 'PRIORITY ' : ''}${r.id}  due ${new Date(r.respondBy).toISOString()}  ${r.email}\n  [${r.category}] ${r.subject}\n  ${r.message.replace(/\n/g, '\n  ')}\n`,
    );
  }
  if (body.requests.length === 0) console.log('No open requests.');
} else {
  console.log(`Answered ${body.request.id}.`);
}
