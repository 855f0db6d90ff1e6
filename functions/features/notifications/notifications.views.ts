import type { NotificationRow } from './notifications.repo';
import type { NotificationView } from './notifications.schemas';

/** A stored notification as the API shows it. */
export const toNotificationView = (r: NotificationRow): NotificationView => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  body: r.body,
  link: r.link,
  createdAt: r.created_at,
  read: r.read_at !== null,
});
