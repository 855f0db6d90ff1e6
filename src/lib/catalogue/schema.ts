import { z } from 'astro/zod';
import { SLUG_PATTERN } from '../slug.ts';
import { GRADIENT } from './icon-class.ts';

/** The sixteen catalogue categories of docs/product.md, Records, in the order of docs/product.md. */
export const CATEGORY_IDS = [
  'human-ai-collaboration',
  'interpretability',
  'knowledge-representation',
  'knowledge-retrieval',
  'memory-management',
  'multi-agent',
  'parallelization',
  'planning-execution',
  'prompt-chaining',
  'reasoning-techniques',
  'routing',
  'safety',
  'output-filtering',
  'input-validation',
  'tool-use',
  'workflow-orchestration',
] as const;

export const COMPLEXITIES = ['low', 'medium', 'high'] as const;
export type Complexity = (typeof COMPLEXITIES)[number];

const slug = z.string().regex(SLUG_PATTERN, 'must be a lowercase slug');

/** A source cited by a technique page; only sources known to exist are listed. */
const referenceSchema = z.object({
  /** Exact title of the paper, standard or documentation page. */
  title: z.string().min(3),
  /** Authors or publishing organisation. */
  authors: z.string().min(2),
  /** Year of publication. */
  year: z.number().int().min(1950).max(2100),
  /** Canonical address (arXiv abstract page, publisher, standard body). */
  url: z.url({ protocol: /^https$/ }),
});

/** A short Markdown text written in front matter (rendered on the page). */
const markdownText = z.string().trim().min(20);

/** The exercise at the end of a page: something to predict, find or break, with the answer behind a disclosure. */
const exerciseSchema = z.object({
  /** What the learner does: predict the agent's next step, find the bug in a trace, or make a defence fail. */
  kind: z.enum(['predict-the-next-step', 'find-the-bug', 'break-the-defence']),
  /** The task, in Markdown: the trace or setup and the question. */
  prompt: markdownText,
  /** The answer and why, in Markdown; shown only when the learner opens it. */
  answer: markdownText,
});

/** One self-check question: options that test judgement, each with why it is right or wrong. */
const selfCheckSchema = z.object({
  question: z.string().trim().min(15),
  options: z
    .array(
      z.object({
        text: z.string().trim().min(1),
        /** Exactly one option of a question is correct. */
        correct: z.boolean().default(false),
        /** Why this option is right or wrong. */
        explanation: z.string().trim().min(15),
      }),
    )
    .min(3)
    .max(4)
    .refine((options) => options.filter((o) => o.correct).length === 1, 'exactly one option must be correct'),
});

/** A neighbouring technique in the page's comparison table. */
const neighbourSchema = z.object({
  /** Slug of a technique in the catalogue. */
  technique: slug,
  /** How it differs from this technique, one sentence. */
  differs: z.string().trim().min(15).max(300),
  /** When to switch to it, one sentence. */
  switchWhen: z.string().trim().min(15).max(300),
});

/** A specification, API or library version the page's facts were checked against. */
const checkedAgainstSchema = z.object({
  name: z.string().min(2),
  version: z.string().min(1),
  url: z.url({ protocol: /^https$/ }).optional(),
  /** When it was checked (a fast-moving fact, docs/product.md "Freshness"); the page's lastReviewed when absent. */
  checked: z.coerce.date().optional(),
});

/** A threat (content/threats/{id}.md) the technique mitigates or introduces, with how. */
const threatLinkSchema = z
  .object({
    /** Id of a threat in content/threats (for example `llm01`, `asi06`, `aml-t0051-001`). */
    threat: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    /** Whether the technique reduces the threat or opens or widens it. */
    relation: z.enum(['mitigates', 'introduces']),
    /** For mitigations: a control designed for this threat (`primary`) or one that helps (`partial`). */
    strength: z.enum(['primary', 'partial']).optional(),
    /** One sentence, specific to the technique. */
    how: z.string().trim().min(40).max(260),
  })
  .refine((t) => (t.relation === 'mitigates') === (t.strength !== undefined), 'strength is given for mitigations, and only for them');

/** the technique record (docs/product.md, Records), plus references. The entry's file name is its id. */
export const techniqueSchema = z.object({
  /** The slug; must equal the file name. */
  id: slug,
  /** Display name. */
  name: z.string().min(2).max(80),
  /** Common abbreviation, or empty. */
  abbr: z.string().max(20),
  /** One emoji that stands for the technique on cards. */
  icon: z.string().min(1).max(16),
  /** A two-colour diagonal gradient: the card accent, and the technique page's icon (gradientStops). */
  color: z.string().regex(GRADIENT, 'must be linear-gradient(135deg, #rrggbb 0%, #rrggbb 100%)'),
  /** One of the sixteen categories. */
  category: z.enum(CATEGORY_IDS),
  /** One sentence: what it is and what it is for. */
  description: z.string().min(20).max(240),
  /** What the technique gives a builder, 4 to 8 short points. */
  features: z.array(z.string().min(3)).min(4).max(8),
  /** Slugs of related techniques; each must exist in the catalogue. */
  useCases: z.array(slug).max(8),
  /** How much effort it takes to build well. */
  complexity: z.enum(COMPLEXITIES),
  /**
   * The worked example's scenario: the input and what the agent has (tools, data). The page shows,
   * right after it, the trace recorded from running the page's sketch (content/sketches/{id}/example.txt).
   */
  example: z.string().min(40),
  /** Real sources only. */
  references: z.array(referenceSchema).default([]),
  /** When the page's facts and references were last checked; shown on the page. */
  lastReviewed: z.coerce.date(),
  /** What a reader can do after the page, 2 to 4 points that start with a verb; shown at the top. */
  outcomes: z.array(z.string().trim().min(15).max(160)).min(2).max(4),
  /** Versions of specifications, APIs or libraries the page was checked against. */
  checkedAgainst: z.array(checkedAgainstSchema).default([]),
  /** The page's exercise, with its answer. */
  exercise: exerciseSchema,
  /** Two or three self-check questions. */
  selfCheck: z.array(selfCheckSchema).min(2).max(3),
  /** The closest techniques: how each differs and when to switch. */
  neighbours: z.array(neighbourSchema).min(2).max(5),
  /** Threats of the threat map (content/threats) this technique mitigates or introduces. */
  threats: z.array(threatLinkSchema).default([]),
});
export type Technique = z.infer<typeof techniqueSchema>;

/** What a category page says about its area (content/categories.yaml). */
export const categorySchema = z.object({
  id: z.enum(CATEGORY_IDS),
  /** Heading, e.g. "Knowledge retrieval". */
  title: z.string(),
  /** Short topic label used in search tags, e.g. "RAG". */
  label: z.string(),
  /** What the category is about, one paragraph. */
  summary: z.string().min(60),
  /** When to reach for techniques of this category, one paragraph. */
  whenToUse: z.string().min(60),
});
export type Category = z.infer<typeof categorySchema>;
