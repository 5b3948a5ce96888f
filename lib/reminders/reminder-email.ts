/**
 * The reminder email. Mail can be read over her shoulder, on a lock screen or by whoever shares the inbox,
 * so it says only that her reminder is due: no findings, dates of periods or risk, and its subject and body never
 * say "breast". It comes from "<siteName> reminders" (backend/lambda/reminders.ts), but the sender's address and
 * the links are on the site's domain, which does (venusbreastcheck.co.uk): /plan tells her so.
 */
export interface ReminderEmailInput {
  /** The product's name as she knows it (brand.name); it signs the mail. */
  siteName: string;
  /** Her given name, when she gave one. */
  givenName?: string | null;
  /** Absolute URL the button opens (the check screen; sign-in comes first when needed). */
  checkUrl: string;
  /** Absolute unsubscribe URL with its signed token. */
  unsubscribeUrl: string;
  /** Absolute URL of the reminder settings. */
  settingsUrl: string;
}

export interface ReminderEmail {
  subject: string;
  text: string;
  html: string;
  /**
   * RFC 2369 and RFC 8058 one-click unsubscribe: mail programs show their own "Unsubscribe" button, which
   * POSTs `List-Unsubscribe=One-Click` to the same URL, so that URL must accept POST as well as GET.
   */
  headers: Record<'List-Unsubscribe' | 'List-Unsubscribe-Post', string>;
}

export function buildReminderEmail(input: ReminderEmailInput): ReminderEmail {
  const greeting = input.givenName?.trim() ? `Hello ${input.givenName.trim()},` : 'Hello,';
  const subject = `Your reminder from ${input.siteName}`;
  const lines = [
    'This is the reminder you asked us to send.',
    'It only takes a few minutes. When you are ready, open your account:',
  ];
  const text = [
    greeting,
    '',
    ...lines,
    input.checkUrl,
    '',
    `Change how often we remind you: ${input.settingsUrl}`,
    `Stop these reminders: ${input.unsubscribeUrl}`,
    '',
    `${input.siteName}`,
  ].join('\r\n');
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1f1f1f; background: #ffffff; line-height: 1.5;">
<p>${escapeHtml(greeting)}</p>
<p>${lines.map(escapeHtml).join('<br>')}</p>
<p><a href="${escapeHtml(input.checkUrl)}" style="color: #8a1c4a; font-weight: bold;">Open my account</a></p>
<p style="font-size: 14px;"><a href="${escapeHtml(input.settingsUrl)}" style="color: #1f1f1f;">Change how often we remind you</a>
 · <a href="${escapeHtml(input.unsubscribeUrl)}" style="color: #1f1f1f;">Stop these reminders</a></p>
<p style="font-size: 14px;">${escapeHtml(input.siteName)}</p>
</body>
</html>
`;
  const headers = {
    'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  return { subject, text, html, headers };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
