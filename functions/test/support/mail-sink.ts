/**
 * One SMTP sink for the whole in-process API run: maildev on free loopback
 * ports, read through its REST inbox as on the stack. Each test mails
 * addresses of its own, so the files can share it.
 */
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { MailDev } from 'maildev';

declare module 'vitest' {
  export interface ProvidedContext {
    smtpPort: number;
    mailInbox: string;
  }
}

const HOST = '127.0.0.1';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export default async function startMailSink(project: TestProject) {
  const [smtp, web] = [await freePort(), await freePort()];
  const maildev = new MailDev({ smtp, web, ip: HOST, webIp: HOST, silent: true });
  await maildev.start();
  project.provide('smtpPort', smtp);
  project.provide('mailInbox', `http://${HOST}:${web}`);
  return () => maildev.stop();
}
