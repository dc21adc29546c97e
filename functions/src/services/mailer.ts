import nodemailer from 'nodemailer';
import { oneLine, senderFromName } from '../domain/mail-text';

/**
 * A mail the product sends. Staff mails are plain text; mails to a sender's
 * recipients also have an HTML part made from the same blocks as their text
 * (domain/recipients/mail-body.ts), where every address is shown whole, so nothing can
 * pose as something else.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The sender a recipient's mail is sent for, as the public pages name them
   * (domain/recipients/public-sender.ts): the From line reads "… via Listkeep".
   */
  senderName?: string;
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

/** The address of a From setting such as "Listkeep <no-reply@listkeep.app>", or the setting when it is a bare address. */
export function fromAddress(from: string): string {
  return /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

export function smtpMailer(settings: SmtpSettings): Mailer {
  // Pooled: reusing connections spares the outbox's dispatcher a TLS and SMTP
  // handshake per mail (domain/outbox.ts).
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
  const address = fromAddress(settings.from);
  return {
    async send(mail) {
      // Field by field, so nothing but these reaches the relay.
      const { to, subject, text, html, senderName, headers } = mail;
      // A subject is one line whatever text went into it.
      await transport.sendMail({
        // An address object: nodemailer quotes or encodes the name, which senderFromName has cleaned.
        from: senderName === undefined ? settings.from : { name: senderFromName(senderName), address },
        to,
        subject: oneLine(subject),
        text,
        html,
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
