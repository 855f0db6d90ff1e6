import type { APIRoute, GetStaticPaths } from 'astro';
import { readFileSync } from 'node:fs';
import { getCollection } from 'astro:content';
import { diagramKey, fileDiagrams } from '../../lib/diagrams/content-diagrams';
import { standaloneSvg } from '../../lib/diagrams/markdown';
import type { RenderedDiagram } from '../../lib/diagrams/render';
import { PUBLISHED_SECTIONS } from '../../lib/guides/sections';

/**
 * Every diagram as a file of its own (`/diagrams/{page key}-{n}.svg`), the target of each figure's
 * "Open full size" link: drawn from the same render as the page, with the diagram stylesheet
 * embedded so it follows the reader's light or dark preference on its own.
 */
export const getStaticPaths = (async () => {
  const entries = [
    ...(await getCollection('techniques')),
    ...(await getCollection('guides')).filter((g) => PUBLISHED_SECTIONS.some((s) => s.id === g.data.section)),
    ...(await getCollection('lessons')),
  ];
  const paths: { params: { key: string }; props: { diagram: RenderedDiagram } }[] = [];
  for (const entry of entries) {
    if (!entry.filePath) continue;
    const diagrams = await fileDiagrams(entry.filePath);
    diagrams.forEach((diagram, i) => paths.push({ params: { key: `${diagramKey(entry.filePath!)}-${i + 1}` }, props: { diagram } }));
  }
  return paths;
}) satisfies GetStaticPaths;

const css = readFileSync('src/styles/diagrams.css', 'utf8');

export const GET: APIRoute<{ diagram: RenderedDiagram }> = ({ props }) =>
  new Response(standaloneSvg(props.diagram, css), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
