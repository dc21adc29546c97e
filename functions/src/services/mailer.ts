import nodemailer from 'nodemailer';
import { oneLine } from '../domain/mail-text';

/**
 * A mail the product sends. Plain text only, with no HTML part: some of them
 * carry a sender's own text (a list's welcome), and in plain text a link
 * shows the whole address it leads to, so nothing can pose as something else.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe on mails that carry an opt-out link. */
  headers?: Record<string, string>;
}

/** Sends the few transactional mails the product sends itself (never newsletters). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  from: string;
  /** Local SMTP sinks speak plain SMTP only. */
  insecure: boolean;
}

export function smtpSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SmtpSettings {
  const host = env.SMTP_HOST ?? '127.0.0.1';
  return {
    host,
    port: Number(env.SMTP_PORT ?? 1025),
    user: env.SMTP_USER || undefined,
    pass: env.SMTP_PASS || undefined,
    from: env.MAIL_FROM ?? 'Listkeep <no-reply@listkeep.app>',
    insecure: env.SMTP_INSECURE === 'true' || host === '127.0.0.1' || host === 'localhost',
  };
}

export function smtpMailer(settings: SmtpSettings): Mailer {
  // Pooled: reusing connections keeps the TLS and SMTP handshakes out of the
  // public calls' answer time (see http/answer-floor.ts).
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 3,
    host: settings.host,
    port: settings.port,
    secure: settings.port === 465,
    ignoreTLS: settings.insecure,
    auth: settings.user ? { user: settings.user, pass: settings.pass } : undefined,
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 10_000,
  });
  return {
    async send(mail) {
      // Field by field, so nothing but these (an html part above all) reaches the relay.
      const { to, subject, text, headers } = mail;
      // A subject is one line whatever text went into it.
      await transport.sendMail({
        from: settings.from,
        to,
        subject: oneLine(subject),
        text,
        headers,
      });
    },
  };
}

/** Keeps mails in memory, for tests of domain code. */
export function memoryMailer(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}
