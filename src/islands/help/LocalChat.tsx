import { useState, type FormEvent } from 'react';

/**
 * The local stand-in for the third-party chat widget (development and tests, where no widget is
 * configured, as the support form has a local stand-in for Turnstile): a chat box drawn by the page
 * itself that loads nothing and sends nothing; each message gets a canned answer.
 */
export default function LocalChat() {
  const [messages, setMessages] = useState<string[]>([]);
  const [draft, setDraft] = useState('');

  function send(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setMessages((list) => [...list, `You: ${text}`, 'Support (local stand-in): Thanks, this chat is a stand-in and sends nothing.']);
    setDraft('');
  }

  return (
    <form aria-label="Chat (local stand-in)" onSubmit={send}>
      <p>Local stand-in for the chat widget: messages stay in this page.</p>
      <ul aria-live="polite">
        {messages.map((m, i) => (
          <li key={i}>{m}</li>
        ))}
      </ul>
      <label className="form-field">
        Message
        <input type="text" value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={500} />
      </label>
      <button type="submit" className="button">
        Send
      </button>
    </form>
  );
}
