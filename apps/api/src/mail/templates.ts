/** Plain, branded mails with a text part and a matching HTML part. */

const BRAND = "Roofing Portal";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

type MailContent = {
  subject: string;
  greetingName: string | null;
  paragraphs: string[];
  action: { label: string; url: string };
  footnote: string;
};

function render(content: MailContent) {
  const greeting = content.greetingName ? `Hello ${content.greetingName},` : "Hello,";
  const text = [
    greeting,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    `${content.action.label}: ${content.action.url}`,
    "",
    content.footnote,
    "",
    `${BRAND}`,
  ].join("\n");
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;border-top:6px solid #b5472b">
<tr><td style="padding:24px 32px">
<p style="font-size:18px;font-weight:bold;margin:0 0 16px;color:#b5472b">${BRAND}</p>
<p>${escapeHtml(greeting)}</p>
${content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#b5472b;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#52606d">If the button does not work, copy this address into your browser:<br>${escapeHtml(content.action.url)}</p>
<p style="font-size:13px;color:#52606d">${escapeHtml(content.footnote)}</p>
</td></tr></table></body></html>`;
  return { subject: content.subject, text, html };
}

export function verificationMail(options: { firstName: string | null; url: string; lifetimeHours: number }) {
  return render({
    subject: `Verify your email address for ${BRAND}`,
    greetingName: options.firstName,
    paragraphs: [
      "Thank you for registering. Please confirm that this is your email address to finish setting up your account.",
    ],
    action: { label: "Verify email address", url: options.url },
    footnote: `This link expires in ${options.lifetimeHours} hours. If you did not register, you can ignore this email.`,
  });
}

/**
 * Someone registered with the e-mail of a wizard visitor. The mailbox's owner is greeted without a name (the name
 * was typed by whoever registered) and chooses the password here: only then does the account exist.
 */
export function completeRegistrationMail(options: { url: string; lifetimeHours: number }) {
  return render({
    subject: `Finish creating your ${BRAND} account`,
    greetingName: null,
    paragraphs: [
      "We received a request to create an account with this email address. Projects you started without an account with this address will be kept in it.",
      "To finish, choose your password. The account is created only when you do.",
    ],
    action: { label: "Choose your password", url: options.url },
    footnote: `This link expires in ${options.lifetimeHours} hours. If you did not ask for an account, you can ignore this email; nothing changes.`,
  });
}

export function passwordResetMail(options: { firstName: string | null; url: string; lifetimeHours: number }) {
  return render({
    subject: `Reset your ${BRAND} password`,
    greetingName: options.firstName,
    paragraphs: ["We received a request to reset the password for your account."],
    action: { label: "Set a new password", url: options.url },
    footnote: `This link expires in ${options.lifetimeHours} hours. If you did not ask for a new password, you can ignore this email; your password has not changed.`,
  });
}

export function accountCreatedMail(options: { firstName: string | null; url: string; lifetimeHours: number }) {
  return render({
    subject: `Your ${BRAND} account is ready`,
    greetingName: options.firstName,
    paragraphs: ["An administrator has created an account for you. Choose a password to start using it."],
    action: { label: "Set your password", url: options.url },
    footnote: `This link expires in ${options.lifetimeHours} hours. When it has expired, use "Forgot password" on the sign-in page to get a new one.`,
  });
}

/**
 * An invitation to a company. The link only works for a signed-in user with this address, so it says to
 * register with it first when the reader has no account.
 */
export function companyInvitationMail(options: {
  companyName: string;
  inviterName: string;
  url: string;
  lifetimeDays: number;
}) {
  return render({
    subject: `${options.inviterName} invites you to join ${options.companyName} on ${BRAND}`,
    greetingName: null,
    paragraphs: [
      `${options.inviterName} invites you to join ${options.companyName}. Members of a company work on the projects its members share with it.`,
      "Open the link and sign in with this email address to accept. If you have no account yet, register with this email address first, then open the link again.",
    ],
    action: { label: "Accept the invitation", url: options.url },
    footnote: `This link expires in ${options.lifetimeDays} days and can be used once. If you do not know the sender, you can ignore this email.`,
  });
}
