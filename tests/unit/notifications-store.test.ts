import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $notifications,
  $unreadCount,
  deleteNotifications,
  loadNotifications,
  loadUnreadCount,
  markRead,
} from '../../src/stores/notifications';

const note = (id: string, read = false) => ({ id, kind: 'level_reached', title: id, body: '', link: null, createdAt: 1, read });

/** A fake API whose answers the test releases one by one, so changes can be in flight together. */
function heldApi() {
  const waiting: { key: string; answer: (status: number, body: unknown) => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init: RequestInit = {}) =>
        new Promise<Response>((resolve) => {
          const key = `${init.method ?? 'GET'} ${url.replace('/api/v1', '').split('?')[0]}`;
          waiting.push({ key, answer: (status, body) => resolve(new Response(JSON.stringify(body), { status })) });
        }),
    ),
  );
  /** Answers the oldest waiting call to `key`. */
  return async (key: string, status: number, body: unknown) => {
    const index = waiting.findIndex((w) => w.key === key);
    if (index < 0) throw new Error(`no call waiting for ${key}`);
    const [call] = waiting.splice(index, 1);
    call!.answer(status, body);
    await new Promise((r) => setTimeout(r, 0));
  };
}

const shown = () => $notifications.get().items.map((n) => `${n.id}${n.read ? ' read' : ''}`);

afterEach(() => vi.unstubAllGlobals());

describe('notifications store', () => {
  it('derives the unread count from the server’s count and the changes not answered yet', async () => {
    const answer = heldApi();
    const loading = loadNotifications('all');
    await answer('GET /notifications', 200, { notifications: [note('a'), note('b'), note('c', true)], nextCursor: null, unreadCount: 7 });
    await loading;
    expect($unreadCount.get()).toBe(7);
    const marking = markRead(['a', 'b']);
    expect($unreadCount.get()).toBe(5);
    expect($notifications.get().unreadCount).toBe(5);
    await answer('POST /notifications/read', 200, { changed: 2, unreadCount: 4 });
    await marking;
    // The server's count is the truth once it answers (another tab read one meanwhile).
    expect($unreadCount.get()).toBe(4);
    expect(shown()).toEqual(['a read', 'b read', 'c read']);
  });

  it('rolls back a refused change on its own, keeping a change sent after it that is still in flight', async () => {
    const answer = heldApi();
    const loading = loadNotifications('all');
    await answer('GET /notifications', 200, { notifications: [note('a'), note('b'), note('c')], nextCursor: null, unreadCount: 3 });
    await loading;
    const reading = markRead(['a']).then(
      () => null,
      (error: Error) => error,
    );
    const deleting = deleteNotifications(['b']);
    expect(shown()).toEqual(['a read', 'c']);
    expect($unreadCount.get()).toBe(1);
    await answer('POST /notifications/read', 500, { message: 'Database unavailable.', code: 'internal_error' });
    expect((await reading)?.message).toBe('Could not mark as read: Database unavailable. Nothing was changed.');
    // Only the refused change is undone: b stays deleted while its own request is on its way.
    expect(shown()).toEqual(['a', 'c']);
    expect($unreadCount.get()).toBe(2);
    await answer('POST /notifications/delete', 200, { changed: 1, unreadCount: 2 });
    await deleting;
    expect(shown()).toEqual(['a', 'c']);
    expect($unreadCount.get()).toBe(2);
  });

  it('shows no count in the menu when the count cannot be read', async () => {
    const answer = heldApi();
    const loading = loadUnreadCount();
    await answer('GET /notifications/unread-count', 503, { message: 'down', code: 'x' });
    await loading;
    expect($unreadCount.get()).toBeNull();
  });
});
