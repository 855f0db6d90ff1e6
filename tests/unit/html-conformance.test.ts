// The HTML conformance check that npm test runs on every built page (scripts/check-html.mjs).
import { describe, expect, test } from 'vitest';
import { checkHtml } from '../../scripts/html/conformance.mjs';

const page = (body: string, after = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>${after}`;
const messages = async (html: string) => (await checkHtml(html)).map((p: { message: string }) => p.message).join('\n');

describe('HTML conformance check', () => {
  test('a valid page passes, with Astro’s island style in the body', async () => {
    expect(await checkHtml(page('<main><h1>Hi</h1><style>astro-island{display:contents}</style><p>ok</p></main>'))).toEqual([]);
  });
  test('a script after </html> fails', async () => {
    expect(await messages(page('<p>x</p>', '<script>1</script>'))).toContain('content after </html>');
  });
  test('aria-label on a <pre> without a role fails, even when focusable', async () => {
    expect(await messages(page('<pre tabindex="0" aria-label="Part 1">x</pre>'))).toContain('aria-label on <pre>');
    expect(await checkHtml(page('<pre role="region" tabindex="0" aria-label="Part 1">x</pre>'))).toEqual([]);
  });
  test('a figure whose caption is neither first nor last fails', async () => {
    expect(await messages(page('<figure><img src="a.png" alt="a"><figcaption>c</figcaption><p>d</p></figure>'))).toMatch(/figcaption/);
  });
  test('duplicate ids fail', async () => {
    expect(await messages(page('<p id="a">1</p><p id="a">2</p>'))).toMatch(/Duplicate ID/i);
  });
});
