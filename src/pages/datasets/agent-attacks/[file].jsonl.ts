import type { APIRoute } from 'astro';
import { DATASET_VERSION, datasetJsonLines } from '../../../lib/labs/dataset';

/** The current version of the open attack suite, as JSON Lines, generated from the lab data at build. */
export function getStaticPaths() {
  return [{ params: { file: `v${DATASET_VERSION}` } }];
}

export const GET: APIRoute = () => new Response(datasetJsonLines(), { headers: { 'Content-Type': 'application/jsonl; charset=utf-8' } });
