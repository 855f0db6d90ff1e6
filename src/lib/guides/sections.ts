/**
 * The three guide sections: their addresses, sidebar titles, search-index category and the
 * introduction their landing page opens with. Articles live in `content/guides/{section}/{slug}.md`.
 */
export const GUIDE_SECTION_IDS = ['ai-inference', 'fine-tuning', 'ai-red-teaming'] as const;
type GuideSectionId = (typeof GUIDE_SECTION_IDS)[number];

export interface GuideSection {
  id: GuideSectionId;
  title: string;
  /** Short label for navigation. */
  navLabel: string;
  /** One sentence for the landing page's meta description and cards. */
  description: string;
  /** The landing page's opening paragraphs. */
  intro: string[];
  /** The site search category of every page in the section. */
  searchCategory: 'deployment' | 'training' | 'security';
  /** The pages (slugs) the section must have before it is published. */
  requiredPages: readonly string[];
  /**
   * Whether the section is on the site. A section is published only when every required page is
   * written (the build checks it); until then its drafts may sit in content/guides but no page,
   * link or navigation entry points to them.
   */
  published: boolean;
}

export const GUIDE_SECTIONS: readonly GuideSection[] = [
  {
    id: 'ai-inference',
    title: 'AI inference',
    navLabel: 'Inference',
    description:
      'How to run models for agents: providers, engines, optimisation, deployment, edge and browser inference, monitoring and what still goes wrong.',
    intro: [
      'An agent makes many model calls in a row, so the way those calls are served decides its latency, its cost and much of its reliability. These guides follow one request from the provider or engine that answers it, through the optimisations that make it cheap, to the deployment and monitoring that keep it healthy.',
      'Start with the overview if you are choosing between a hosted API and serving a model yourself; go straight to optimisation or deployment if you already run one. Every page ends with its sources and the date it was last checked, because this field changes monthly.',
    ],
    searchCategory: 'deployment',
    requiredPages: [
      'overview',
      'providers',
      'libraries',
      'optimization',
      'deployment',
      'edge-mobile',
      'web-inference',
      'vision-models',
      'monitoring',
      'agentic-patterns',
      'examples',
      'critical-gaps',
    ],
    published: true,
  },
  {
    id: 'fine-tuning',
    title: 'Fine-tuning',
    navLabel: 'Fine-tuning',
    description:
      'When to fine-tune a model for an agent, which method and framework to use, how to choose a base model and how to train locally or in the cloud.',
    intro: [
      'Fine-tuning changes what a model does by default: the format it answers in, the tools it calls, the tone it keeps. It is rarely the first fix for an agent, and these guides say when prompting or retrieval is the better choice before they show how to train.',
      'The pages move from method (full fine-tuning, LoRA, QLoRA, preference tuning) to frameworks, base models, and running the job on your own hardware or in the cloud. The cheat sheet collects the numbers you look up mid-run, with a GPU memory estimator.',
    ],
    searchCategory: 'training',
    requiredPages: ['techniques', 'frameworks', 'models', 'local', 'cloud', 'cheatsheet'],
    published: true,
  },
  {
    id: 'ai-red-teaming',
    title: 'AI red teaming',
    navLabel: 'Red teaming',
    description:
      'How to attack your own agent before someone else does: threat model, OWASP and MITRE ATLAS mappings, tools, running an exercise, and fixing what you find.',
    intro: [
      'An agent that reads untrusted text and can act on it is a target. Red teaming is the disciplined way to find out what an attacker can make it do: you model the threats, attack the system as it is deployed, measure how often attacks succeed and how often harmless requests are refused, and fix the causes.',
      'These guides start with the threat model, map it to the OWASP Top 10 for LLM Applications and MITRE ATLAS, then cover the tools, the exercise itself and the report. The coverage checklist on the threat-model page keeps track of what you have tested.',
    ],
    searchCategory: 'security',
    requiredPages: ['threat-model', 'owasp-llm-top-10', 'mitre-atlas', 'tools', 'running-an-exercise', 'reporting-and-fixing'],
    published: true,
  },
];

/** The sections on the site, in order. */
export const PUBLISHED_SECTIONS: readonly GuideSection[] = GUIDE_SECTIONS.filter((s) => s.published);

export const guideSection = (id: string) => GUIDE_SECTIONS.find((s) => s.id === id);
export const guideUrl = (g: { section: string; slug: string }) => `/${g.section}/${g.slug}`;
