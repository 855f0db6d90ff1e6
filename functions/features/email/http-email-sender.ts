import type { EmailMessage, EmailSender } from './email-sender';

export interface HttpEmailConfig {
  /** Endpoint that accepts `POST {from, to, subject, text, html}` as JSON (Resend's shape). */
  url?: string;
  /** Sent as `Authorization: Bearer …`. */
  apiKey?: string;
  /** The sender, e.g. `Agent Atlas <no-reply@agent-atlas.dev>`. */
  from?: string;
}

/** Sends mail through an HTTP email API. Fails loudly when it is not configured. */
export class HttpEmailSender implements EmailSender {
  constructor(private readonly config: HttpEmailConfig) {}

  async send(message: EmailMessage) {
    const { url, apiKey, from } = this.config;
    if (!url || !apiKey || !from) {
      throw new Error('Email is not configured: set EMAIL_API_URL, EMAIL_API_KEY and EMAIL_FROM.');
    }
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ from, to: [message.to], subject: message.subject, text: message.text, html: message.html }),
    });
    if (!response.ok) {
      throw new Error(`The email provider refused the message: ${response.status} ${response.statusText}`);
    }
    await response.body?.cancel();
  }
}
