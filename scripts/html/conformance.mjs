// HTML conformance of built pages: html-validate's "standard" preset (the rules that follow the
// HTML specification rather than a style), plus two checks it does not make that the W3C checker
// does: nothing may follow </html>, and aria-label/aria-labelledby are not allowed on elements
// whose role is generic (div, span, pre, p…) unless a role is given, focusable or not.
import { HtmlValidate } from 'html-validate';

const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  // Astro's island runtime writes one <style> into <body> before the first island; browsers and
  // the W3C checker accept a <style> there, html-validate's metadata does not.
  elements: ['html5', { style: { flow: true } }],
});

const GENERIC = /<(div|span|pre|p|code|b|i|em|strong|small)\b(?![^>]*\brole=)[^>]*\baria-label(?:ledby)?=/g;

/** Problems with one page: [{line, message}], empty when it conforms. */
export async function checkHtml(html, name = 'page.html') {
  const problems = [];
  const report = await validator.validateString(html, name);
  for (const result of report.results)
    for (const m of result.messages) problems.push({ line: m.line, message: `${m.message} (${m.ruleId})` });
  const end = html.lastIndexOf('</html>');
  if (end >= 0 && html.slice(end + 7).trim())
    problems.push({ line: html.slice(0, end).split('\n').length, message: 'content after </html>' });
  for (const m of html.matchAll(GENERIC))
    problems.push({
      line: html.slice(0, m.index).split('\n').length,
      message: `aria-label on <${m[1]}>, whose role is generic: give it a role or label it another way`,
    });
  return problems;
}
