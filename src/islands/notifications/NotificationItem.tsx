import type { NotificationView } from '../../../functions/features/notifications/notifications.schemas';
import { deleteNotifications, markRead, markUnread } from '../../stores/notifications';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** One notification with its own actions, always visible (not on hover), each named for the notification. */
export function NotificationItem({
  notification: n,
  selected,
  onToggle,
  onAction,
}: {
  notification: NotificationView;
  selected: boolean;
  onToggle: () => void;
  onAction: (action: () => Promise<void>) => void;
}) {
  return (
    <li className={`notification${n.read ? '' : ' notification-unread'}`}>
      <input type="checkbox" checked={selected} onChange={onToggle} aria-label={`Select “${n.title}”`} />
      <div className="notification-text">
        <p className="notification-title">
          {!n.read && <span className="badge badge-new">New</span>} {n.link ? <a href={n.link}>{n.title}</a> : <strong>{n.title}</strong>}
        </p>
        <p>{n.body}</p>
        <p className="muted">
          <time dateTime={new Date(n.createdAt).toISOString()}>{when.format(new Date(n.createdAt))}</time>
        </p>
      </div>
      <div className="notification-actions">
        {n.read ? (
          <button type="button" className="button button-small" onClick={() => onAction(() => markUnread([n.id]))}>
            Mark unread<span className="visually-hidden"> “{n.title}”</span>
          </button>
        ) : (
          <button type="button" className="button button-small" onClick={() => onAction(() => markRead([n.id]))}>
            Mark read<span className="visually-hidden"> “{n.title}”</span>
          </button>
        )}
        <button type="button" className="button button-small" onClick={() => onAction(() => deleteNotifications([n.id]))}>
          Delete<span className="visually-hidden"> “{n.title}”</span>
        </button>
      </div>
    </li>
  );
}
