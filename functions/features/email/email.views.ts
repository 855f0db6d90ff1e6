/** A row of email_outbox as the mailbox query selects it. */
export interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: number;
}

/** A mail of the outbox, as the development mailbox lists it. */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: number;
}

export const toOutboxMail = (r: OutboxRow): OutboxMail => ({
  id: r.id,
  to: r.to_address,
  subject: r.subject,
  text: r.text_body,
  html: r.html_body,
  createdAt: r.created_at,
});
