// The support API (docs/api.md, Support), one place for both sides: the request schemas the routes
// validate with and the response types they answer with, which the support store imports as
// types. The form's rules and messages are in src/lib/support/support.ts, which the page's island
// runs without zod.
import { z } from 'zod';
import { emailAddress } from '../../../src/lib/email-address';
import { SUPPORT_CATEGORIES, SUPPORT_RULES, supportFormProblems, type SupportCategory } from '../../../src/lib/support/support';

// ---- Requests ----------------------------------------------------------------------------------

/**
 * `POST /support/requests`: a request from a signed-in user or a visitor. The fields' rules are the
 * form's own (supportFormProblems), so the page and the API refuse the same things with the same
 * words; the subject goes into mail headers, so it stays on one line.
 */
export const supportRequestSchema = z
  .strictObject({
    category: z.enum(Object.keys(SUPPORT_CATEGORIES) as [SupportCategory], { error: SUPPORT_RULES.category }),
    subject: z.string({ error: 'Enter a subject.' }).trim(),
    message: z.string({ error: 'Describe your request.' }).trim(),
    /** Visitors only: where to answer (signed-in users are answered at their account's address). */
    email: emailAddress.optional(),
    /** The honeypot: hidden from people, so only a bot fills it. */
    website: z.string().max(500).optional(),
    /** Visitors only: the human check's token (Cloudflare Turnstile in production). */
    humanCheckToken: z.string().max(2048).optional(),
  })
  .superRefine((request, ctx) => {
    for (const [path, message] of Object.entries(supportFormProblems(request, { visitor: false }))) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
  });
export type SupportRequestBody = z.input<typeof supportRequestSchema>;

/** `POST /support/desk/requests/{id}/answer`: the desk's answer. */
export const deskAnswerSchema = z.strictObject({
  answer: z
    .string({ error: 'Write the answer.' })
    .trim()
    .min(10, 'Write an answer of at least 10 characters.')
    .max(10_000, 'Keep the answer to 10,000 characters.'),
});

// ---- Responses ---------------------------------------------------------------------------------

/** A support request as its sender sees it. */
export interface SupportRequestView {
  id: string;
  category: keyof typeof SUPPORT_CATEGORIES;
  subject: string;
  message: string;
  priority: boolean;
  /** Unix ms: when an answer is due. */
  respondBy: number;
  status: 'open' | 'answered';
  /** The desk's answer, once there is one. */
  answer: string | null;
  answeredAt: number | null;
  createdAt: number;
}

/** `GET /support/requests`: the signed-in user's requests, newest first. */
export interface SupportRequests {
  requests: SupportRequestView[];
}

/** `POST /support/requests`: the message to show and the request as stored. */
export interface SupportRequestSent {
  message: string;
  request: SupportRequestView;
}

/** `GET /support/desk/requests`: the open queue, with each sender's address. */
export interface DeskQueue {
  requests: (SupportRequestView & { email: string })[];
}

/** `POST /support/desk/requests/{id}/answer`: the request as answered. */
export interface DeskAnswered {
  request: SupportRequestView;
}
