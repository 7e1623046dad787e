import { mkdtemp, readdir, readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { createMailer } from "./mailer.js";
import { verificationMail } from "./templates.js";

const message = {
  to: "ada@example.com",
  ...verificationMail({ firstName: "Ada", url: "http://portal.test/login?userId=7&code=abc", lifetimeHours: 24 }),
};

describe("mailer", () => {
  it("writes each message as an .eml file with a text and an HTML part when no SMTP server is configured", async () => {
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), "outbox-"));
    const mailer = createMailer({ smtpUrl: undefined, outboxDir, from: "Portal <no-reply@portal.test>" });
    await mailer.send(message);
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/ada@example\.com-verify-your-email-address-for-roofing-portal\.eml$/);
    const eml = await readFile(path.join(outboxDir, files[0] ?? ""), "utf8");
    expect(eml).toContain("To: ada@example.com");
    expect(eml).toContain("Subject: Verify your email address for Roofing Portal");
    expect(eml).toContain("Content-Type: text/plain");
    expect(eml).toContain("Content-Type: text/html");
    const decoded = eml
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    expect(decoded).toContain("http://portal.test/login?userId=7&code=abc");
  });

  it("sends through SMTP when SMTP_URL is set", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on("end", () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
        outboxDir: "/nonexistent",
        from: "Portal <no-reply@portal.test>",
      });
      await mailer.send(message);
      mailer.close();
      expect(received).toHaveLength(1);
      expect(received[0]).toContain("Subject: Verify your email address for Roofing Portal");
      expect(received[0]).toContain("To: ada@example.com");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
