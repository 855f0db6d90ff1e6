import { brokenLinks, missingHeadings, reviewedBeforeDate, tooShort, unknownTechniques } from '../hubs/checks';
import type { LoadedEntry } from '../content-problems';
import type { PromptData } from './schema';

/** Sections each kind of prompt page has. */
const PUBLISHED_SECTIONS = ['How it is structured', 'Techniques it uses', 'What it teaches about reliability and security'] as const;
const TEMPLATE_SECTIONS = ['How to use it', 'Adapting it', 'How to test it'] as const;
/** Placeholders in templates look like `{{snake_case}}`. JSON examples in braces are fine. */
const PLACEHOLDER = /^\{\{[a-z][a-z0-9_]*\}\}$/;
/** `{{ Name }}`-like double braces that are not a valid placeholder, and `{name}` single braces. */
const PLACEHOLDER_TYPOS = /\{\{[^}]*\}\}|(?<!\{)\{[A-Za-z_]\w*\}(?!\})/g;

/**
 * Everything that makes the prompt hub unpublishable: a file outside a known provider's folder, an
 * unknown technique, a published prompt or version dated after its review or without its "what
 * changed" section, a template with a malformed placeholder, a missing section,
 * a thin body, a broken site link. Pure, so a unit test proves each failure; empty means valid.
 */
export function findPromptProblems(
  prompts: ReadonlyArray<LoadedEntry<PromptData>>,
  known: { techniques: ReadonlySet<string>; providers: ReadonlySet<string>; paths: ReadonlySet<string> },
): string[] {
  const problems: string[] = [];
  for (const { fileId, data, body } of prompts) {
    const [provider, slug, ...rest] = fileId.split('/');
    if (rest.length || !slug || !known.providers.has(provider!))
      problems.push(`${fileId}: must be content/prompts/{provider}/{slug}.md with a provider from content/prompts/providers.yaml`);
    problems.push(...unknownTechniques(fileId, data.techniques, known.techniques));
    if (data.techniques.length === 0) problems.push(`${fileId}: names no catalogue technique`);
    problems.push(...reviewedBeforeDate(fileId, data.date, data.lastReviewed));
    if (data.kind === 'published') {
      problems.push(...missingHeadings(fileId, body, PUBLISHED_SECTIONS));
      if (data.versions.length) problems.push(...missingHeadings(fileId, body, ['What changed between versions']));
      for (const v of data.versions) problems.push(...reviewedBeforeDate(`${fileId} version ${v.label}`, v.date, data.lastReviewed));
      problems.push(...tooShort(fileId, body, 250));
    } else {
      problems.push(...missingHeadings(fileId, body, TEMPLATE_SECTIONS));
      for (const [i, s] of data.segments.entries()) {
        const bad = (s.text.match(PLACEHOLDER_TYPOS) ?? []).filter((b) => !PLACEHOLDER.test(b));
        if (bad.length) problems.push(`${fileId}: segment ${i + 1} has malformed placeholders ${bad.join(', ')} (use {{name}})`);
      }
      problems.push(...tooShort(fileId, body, 150));
    }
    problems.push(...brokenLinks(fileId, body, known.paths));
  }
  return problems;
}
