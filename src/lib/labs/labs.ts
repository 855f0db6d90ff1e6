import { calendarWipe, inboxExfiltration } from './apprentice.ts';
import { confusedDeputy } from './confused-deputy.ts';
import { denialOfWallet } from './denial-of-wallet.ts';
import { memoryPoisoning } from './memory-poisoning.ts';
import { defenceInDepth } from './expert.ts';
import { fetchBeacon, imageBeacon } from './practitioner.ts';
import { refundOverride } from './refund-override.ts';
import { reviewCarrier } from './review-carrier.ts';
import { ssrfChain } from './ssrf-chain.ts';
import { ticketRender } from './ticket-render.ts';
import { shellAgent } from './shell-agent.ts';
import { TIERS, type Lab } from './types.ts';

/** Every lab, by tier. */
export const LABS: readonly Lab[] = [
  inboxExfiltration,
  calendarWipe,
  imageBeacon,
  fetchBeacon,
  defenceInDepth,
  refundOverride,
  reviewCarrier,
  ticketRender,
  ssrfChain,
  denialOfWallet,
  confusedDeputy,
  memoryPoisoning,
  shellAgent,
].sort((a, b) => TIERS.indexOf(a.tier) - TIERS.indexOf(b.tier));

export const findLab = (slug: string): Lab | undefined => LABS.find((l) => l.slug === slug);

/** A lab's page. */
export const labUrl = (slug: string) => `/labs/${slug}`;

/** The labs that exercise a catalogue technique, for its page. */
export const labsUsing = (technique: string) =>
  LABS.filter((l) => l.techniques.includes(technique)).map((l) => ({ href: labUrl(l.slug), title: l.title }));

/** Failed attempts before the first hint shows; each further failure shows the next. */
export const HINT_AFTER = 3;
