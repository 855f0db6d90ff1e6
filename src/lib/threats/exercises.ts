/**
 * Where the site lets a learner exercise a threat: interactive demo scenarios (src/lib/demo/) by
 * their ids. Kept beside the threat map rather than in the demo's data so the demo stays a
 * self-contained engine; the threat map's build check refuses an id that is not a threat.
 */
export const DEMO_SCENARIO_THREATS: Readonly<Record<string, readonly string[]>> = {
  'react-budget': ['llm10'],
  'corrective-refunds': ['llm09', 'llm08'],
  'email-summary': ['llm01', 'asi01', 'aml-t0051-001', 'llm06'],
  'page-summary': ['llm02', 'llm05', 'aml-t0077', 'aml-t0051-001'],
};
