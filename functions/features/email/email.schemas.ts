// The development mailbox's answer (docs/api.md, `GET /dev/mailbox`), which its page imports as a type.

/** A mail the site "sent" while running locally, with the links in its text. */
export interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: number;
}

/** `GET /dev/mailbox`: the newest mail first. */
export interface Mailbox {
  mails: DevMail[];
}
