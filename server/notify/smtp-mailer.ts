import { createTransport } from 'nodemailer';
import type { LeadMail } from './lead-mail';

export type Mailer = {
  /** Resolves once the SMTP server has accepted the message; rejects on any failure, or when `signal` aborts. */
  send(mail: LeadMail, signal: AbortSignal): Promise<void>;
  close(): void;
};

/**
 * Well within the outbox's lease (server/notify/notification-worker.ts), so a send has failed or finished before
 * another worker may take its row.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Sends through the SMTP server of `smtpUrl` (smtp:// or smtps://, user and password in the URL when needed). */
export function createSmtpMailer({ smtpUrl, from, to }: { smtpUrl: string; from: string | { name: string; address: string }; to: string[] }): Mailer {
  const transport = createTransport({ ...TIMEOUTS, url: smtpUrl });
  return {
    async send(mail, signal) {
      await transport.sendMail({ from, to, subject: mail.subject, text: mail.text, signal });
    },
    close: () => transport.close(),
  };
}

/** What the outbox keeps of a failure: the error's code and the SMTP reply code, never a message or address. */
export function failureCode(error: unknown): string {
  if (typeof error !== 'object' || error === null) return 'unknown';
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return [typeof code === 'string' ? code : 'error', typeof responseCode === 'number' ? String(responseCode) : undefined].filter(Boolean).join(' ');
}
