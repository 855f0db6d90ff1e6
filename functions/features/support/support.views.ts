import type { SupportRow } from './support.repo';
import type { SupportRequestView } from './support.schemas';

/** A stored request as its sender (and the desk) sees it. */
export const toSupportRequestView = (r: SupportRow): SupportRequestView => ({
  id: r.id,
  category: r.category,
  subject: r.subject,
  message: r.message,
  priority: r.priority === 1,
  respondBy: r.respond_by,
  status: r.status,
  answer: r.answer,
  answeredAt: r.answered_at,
  createdAt: r.created_at,
});
