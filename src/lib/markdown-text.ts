import { markdownToHtml } from 'satteri';

/**
 * Renders a short Markdown text from front matter (an exercise, an answer) with the same
 * processor Astro uses for content bodies. Build time only: the HTML goes into static pages.
 */
export function markdownHtml(text: string): string {
  return markdownToHtml(text).html;
}
