import { expect, test } from '@playwright/test';
import { COLOR_SCHEMES, expectNoAxeViolations, watchErrors } from './helpers';

test.describe('site shell', () => {
  test('home and about render with no console errors', async ({ page }) => {
    for (const path of ['/', '/about']) {
      const watch = watchErrors(page);
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Agent Atlas/);
      watch.expectNone();
    }
  });

  test('home shows catalogue counts computed from the content', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('link', { name: /Browse the \d+ patterns/ });
    const count = Number((await button.textContent())?.match(/\d+/)?.[0]);
    expect(count).toBeGreaterThanOrEqual(1);
    await button.click();
    await expect(page).toHaveURL(/\/patterns$/);
    await expect(page.locator('.technique-card')).toHaveCount(count);
  });

  test('every primary navigation link opens a page', async ({ page }) => {
    await page.goto('/');
    const links = page.getByRole('navigation', { name: 'Primary' }).getByRole('link');
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      const res = await page.goto(href);
      expect(res?.status(), href).toBe(200);
      await expect(page.locator(`nav[aria-label="Primary"] a[href="${href}"]`)).toHaveAttribute('aria-current', 'page');
    }
  });

  test('keyboard: skip link first, then visible focus on the navigation', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.goto('/about');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('href', '/');
    const outline = await focused.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
  });

  test('theme switch persists across reloads and follows the system setting by default', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Switch between light and dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe('rgb(255, 255, 255)');
  });

  test('unknown pages get the real 404 page with status 404', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('content pages ship two small inline scripts (theme, search loader and copy buttons; analytics) and fetch no script until search is used', async ({
    page,
  }) => {
    for (const path of ['/', '/about', '/patterns/safety', '/patterns/safety/sandboxed-execution', '/no-such-page']) {
      const loaded: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') loaded.push(new URL(r.url()).pathname);
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(loaded, path).toEqual([]);
      await expect(page.locator('script[src]'), path).toHaveCount(0);
      await expect(page.locator('astro-island'), path).toHaveCount(0);
      const inline = await page.locator('script').evaluateAll((els) => els.map((el) => el.textContent ?? ''));
      expect(inline, path).toHaveLength(2);
      expect(inline[0]).toContain('atlas-theme');
      // Theme, search loader and the bookmark control's loader for signed-in readers, minified by
      // the build (scripts/minify-inline-scripts.mjs): ~1.6 KB before compression, ~0.8 KB gzip
      // (3.2 KB and 1.3 KB as written, with the prompt templates' copy button, now on those pages only).
      expect(inline[0].length, `${path}: ${inline[0].length} bytes of inline script`).toBeLessThan(1800);
      expect(inline[1]).toContain('"/api/v1/events"');
      expect(inline[1].length, `${path}: ${inline[1].length} bytes of analytics script`).toBeLessThan(2000);
      // The first use of search is what fetches the panel.
      await page.keyboard.press('Control+k');
      await expect(page.getByRole('dialog', { name: /search/i })).toBeVisible();
      expect(loaded, path).toContain('/search-panel.js');
      page.removeAllListeners('request');
    }
  });

  test('pages send security headers and a content security policy', async ({ page }) => {
    const res = await page.goto('/about');
    const headers = res!.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toContain('max-age=31536000');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    // The header is the only policy: a <meta> copy would cost every page its bytes and protect nothing more.
    await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveCount(0);
  });

  test('responses the Worker draws itself carry the same headers; a cross-site form post to the API gets the JSON envelope', async ({
    request,
  }) => {
    const page = await request.get('/about');
    const pagePolicy = page.headers()['content-security-policy']!;
    expect(pagePolicy).toContain('script-src');
    const expectSiteHeaders = (headers: Record<string, string>, label: string) => {
      expect(headers['strict-transport-security'], label).toContain('max-age=31536000');
      expect(headers['x-content-type-options'], label).toBe('nosniff');
      expect(headers['x-frame-options'], label).toBe('DENY');
      expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], label).toBeTruthy();
      expect(headers['content-security-policy'], label).toContain("frame-ancestors 'none'");
    };
    // A certificate that does not exist: the site's 404 page, drawn by the Worker, with the page policy.
    const missing = await request.get('/certificates/aaaaaaaaaaaaaaaaaaaaaaaaaa');
    expect(missing.status()).toBe(404);
    expectSiteHeaders(missing.headers(), 'certificate 404');
    expect(missing.headers()['content-security-policy']).toBe(pagePolicy);
    const redirect = await request.get('/settings', { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expectSiteHeaders(redirect.headers(), 'private-page redirect');
    for (const contentType of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain']) {
      const res = await request.post('/api/v1/auth/login', {
        headers: { origin: 'https://evil.example', 'content-type': contentType },
        data: 'email=a%40b.test&password=x',
      });
      expect(res.status(), contentType).toBe(403);
      expect(res.headers()['content-type'], contentType).toMatch(/^application\/json/);
      expect(await res.json(), contentType).toEqual({ code: 'cross_site_request', message: 'Cross-site requests are not allowed.' });
      expectSiteHeaders(res.headers(), contentType);
    }
    const outside = await request.get('/api/v2/anything');
    expect(outside.status()).toBe(404);
    expect(await outside.json()).toMatchObject({ code: 'route_not_found' });
    expectSiteHeaders(outside.headers(), '/api/v2');
  });

  test("a visitor's island page does not ask the server who is signed in (no /auth/me, no logged 401)", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/auth/me')) asked.push(r.url());
    });
    await page.goto('/learning-hub');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });

  test("the header policy is complete and allows each of the page's inline scripts and styles by its hash", async ({ page }) => {
    for (const path of ['/learning-hub', '/help', '/auth/login']) {
      const watch = watchErrors(page);
      const res = await page.goto(path);
      const policy = res!.headers()['content-security-policy']!;
      for (const directive of [
        "default-src 'self'",
        "connect-src 'self'",
        "img-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
      ]) {
        expect(policy, path).toContain(directive);
      }
      expect(policy, path).not.toContain('unsafe-inline');
      const [scripts, styles] = policy.split(';').filter((d) => /^\s*(script|style)-src /.test(d));
      const inline = await page.evaluate(async () => {
        const hash = async (text: string) =>
          `'sha256-${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))))}'`;
        const bodies = (selector: string) =>
          [...document.querySelectorAll(selector)].map((e) => e.textContent ?? '').filter((text) => text.trim());
        return {
          scripts: await Promise.all(bodies('script:not([src]):not([type="application/ld+json"])').map(hash)),
          styles: await Promise.all(bodies('style').map(hash)),
        };
      });
      expect(inline.scripts.length, path).toBeGreaterThan(0);
      for (const h of inline.scripts) expect(scripts, path).toContain(h);
      for (const h of inline.styles) expect(styles, path).toContain(h);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await page.waitForLoadState('networkidle');
      watch.expectNone();
    }
  });

  test('robots.txt, sitemap and favicon are served', async ({ request }) => {
    expect((await request.get('/robots.txt')).status()).toBe(200);
    const sitemap = await request.get('/sitemap-index.xml');
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain('sitemap-0.xml');
    expect((await request.get('/favicon.svg')).status()).toBe(200);
  });

  test('works on a 320 px phone without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ['/', '/about', '/patterns']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  // One page per test, so a slow machine never runs out of one test's time.
  for (const scheme of COLOR_SCHEMES) {
    for (const path of ['/', '/about', '/no-such-page', '/patterns', '/patterns/safety/sandboxed-execution']) {
      test(`axe finds no accessibility violations on ${path} in the ${scheme} theme`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(path);
        await expectNoAxeViolations(page, `${scheme} ${path}`);
      });
    }
  }
});
