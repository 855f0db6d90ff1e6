// The bookmark control of a content page (docs/decisions.md, Bookmarks): no React, so it stays
// under 3 KB gzip with what it imports. The inline page script imports it (as /bookmark-control.js)
// only when the signed-in hint cookie is there, so visitors never fetch it; it renders the page's
// bookmark store into the slot the page reserved (`[data-bookmark-kind]`) and calls its actions.
import { SIGNED_IN_HINT_COOKIE } from '../../lib/account/signed-in-hint';
import { BOOKMARK_KINDS, NOTE_MAX_LENGTH, type BookmarkKind } from '../../lib/bookmarks/bookmarks';
import { $pageBookmark, changePageBookmark, loadPageBookmark } from '../../stores/page-bookmark';

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, unknown> = {},
  children: Node[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node, props);
  for (const child of children) node.appendChild(child);
  return node;
}

/**
 * Links the control's stylesheet (bookmark-control.css beside this module in development, beside
 * /bookmark-control.js when built) and resolves once it has loaded or failed, so the control is
 * never drawn unstyled. Visitors, who never load the control, never load its styles either.
 */
function stylesheet(): Promise<void> {
  return new Promise((resolve) => {
    const link = el('link', { rel: 'stylesheet', href: new URL('./bookmark-control.css', import.meta.url).href });
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

export function mount(slot: HTMLElement): void {
  const kind = slot.dataset.bookmarkKind as BookmarkKind;
  const id = slot.dataset.bookmarkId ?? '';
  if (!BOOKMARK_KINDS.includes(kind) || !id) return;
  const title = slot.dataset.bookmarkTitle ?? '';

  const toggle = el('button', { type: 'button', className: 'button bookmark-toggle' });
  const noteButton = el('button', { type: 'button', className: 'button bookmark-note-open' });
  const status = el('span', { className: 'bookmark-status' });
  status.setAttribute('role', 'status');
  const controls = el('div', { className: 'bookmark-controls' }, [toggle, noteButton, status]);

  const textarea = el('textarea', { id: 'bookmark-note', maxLength: NOTE_MAX_LENGTH, rows: 6 });
  const count = el('p', { className: 'bookmark-count', id: 'bookmark-note-count' });
  textarea.setAttribute('aria-describedby', 'bookmark-note-count');
  const counted = () => (count.textContent = `${textarea.value.length} of ${NOTE_MAX_LENGTH} characters. Only you can see your notes.`);
  textarea.addEventListener('input', counted);
  const heading = el('h2', { id: 'bookmark-note-title', textContent: `Your note on “${title}”` });
  const label = el('label', { htmlFor: 'bookmark-note', textContent: 'Note (plain text)' });
  const save = el('button', { type: 'submit', value: 'save', className: 'button button-primary', textContent: 'Save note' });
  const cancel = el('button', { type: 'submit', value: 'cancel', className: 'button', textContent: 'Cancel' });
  save.setAttribute('formmethod', 'dialog');
  cancel.setAttribute('formmethod', 'dialog');
  const form = el('form', { method: 'dialog' }, [heading, label, textarea, count, el('div', { className: 'button-row' }, [save, cancel])]);
  const dialog = el('dialog', { className: 'bookmark-dialog' }, [form]);
  dialog.setAttribute('aria-labelledby', 'bookmark-note-title');
  document.body.appendChild(dialog);

  toggle.addEventListener('click', () => {
    const state = $pageBookmark.get();
    if (state.status === 'ready') void changePageBookmark(kind, id, state.bookmark ? { keep: false } : { keep: true });
  });
  noteButton.addEventListener('click', () => {
    const state = $pageBookmark.get();
    textarea.value = state.status === 'ready' ? (state.bookmark?.note ?? '') : '';
    counted();
    dialog.showModal();
  });
  dialog.addEventListener('close', () => {
    if (dialog.returnValue === 'save') void changePageBookmark(kind, id, { keep: true, note: textarea.value });
    noteButton.focus();
  });

  $pageBookmark.subscribe((state) => {
    if (state.status === 'signed-out') {
      // The hint was stale: forget it, and give the page back its sign-in link.
      document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/`;
      delete document.documentElement.dataset.signedIn;
      controls.remove();
      return;
    }
    const ready = state.status === 'ready';
    const saved = ready && state.bookmark !== null;
    toggle.textContent = saved ? 'Bookmarked' : 'Bookmark';
    toggle.setAttribute('aria-pressed', String(saved));
    toggle.disabled = noteButton.disabled = !ready || state.saving;
    noteButton.textContent = saved && state.bookmark?.note ? 'Edit note' : 'Add a note';
    status.textContent = ready && state.error ? state.error : '';
  });
  void stylesheet().then(() => slot.appendChild(controls));
  void loadPageBookmark(kind, id);
}
