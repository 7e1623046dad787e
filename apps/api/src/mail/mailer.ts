import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
};

export type MailerOptions = { smtpUrl: string | undefined; outboxDir: string; from: string };

function outboxFileName(message: MailMessage, sentAt: Date): string {
  const stamp = sentAt.toISOString().replace(/[:.]/g, "-");
  const recipient = message.to.replace(/[^a-zA-Z0-9@._-]/g, "_");
  const subject = message.subject
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${stamp}-${recipient}-${subject}.eml`;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written as an .eml file to the outbox folder,
 * so the embedded default needs no mail server and a person can open each mail in a mail client.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      await writeFile(path.join(options.outboxDir, outboxFileName(message, new Date())), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
