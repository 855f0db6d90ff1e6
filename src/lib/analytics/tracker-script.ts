import { startTracker, type TrackerConfig } from './tracker';
import { ANALYTICS_OPT_OUT_KEY, ENGAGEMENT_AFTER_MS, SCROLL_THRESHOLDS } from './events';

/**
 * The tracker's source without its comments and indentation (about a third smaller). Safe for this
 * function because none of its strings or regular expressions contains a comment marker; the unit
 * test runs exactly this text.
 */
export function trackerSource(): string {
  return startTracker
    .toString()
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/^\s+/gm, '')
    .replace(/\n+/g, '\n');
}

/**
 * The text of the inline script every page ends with: the tracker's own source, called with this
 * site's settings. Inlined rather than a file, so content pages fetch no script; see docs/analytics.md.
 */
export function trackerScript({ notFound }: { notFound: boolean }): string {
  const config: TrackerConfig = {
    endpoint: '/api/v1/events',
    engagementAfterMs: ENGAGEMENT_AFTER_MS,
    scrollThresholds: SCROLL_THRESHOLDS,
    storageKey: ANALYTICS_OPT_OUT_KEY,
    notFound,
  };
  return `(${trackerSource()})(window, ${JSON.stringify(config)});`;
}
