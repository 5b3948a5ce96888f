import { buildReminderEmail } from './reminder-email';

const input = {
  siteName: 'Venus',
  givenName: 'Amira <b>',
  checkUrl: 'https://venus.example/checking',
  settingsUrl: 'https://venus.example/settings',
  unsubscribeUrl: 'https://venus.example/unsubscribe?token=abc.def&x=1',
};

describe('buildReminderEmail', () => {
  const email = buildReminderEmail(input);

  it('carries the unsubscribe link in both the text and the HTML', () => {
    expect(email.text).toContain(input.unsubscribeUrl);
    expect(email.html).toContain('href="https://venus.example/unsubscribe?token=abc.def&#38;x=1"');
    expect(email.html).toContain('Stop these reminders');
  });

  it('offers one-click unsubscribe to mail programs', () => {
    expect(email.headers).toEqual({
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('links to her check and her settings', () => {
    expect(email.text).toContain(input.checkUrl);
    expect(email.html).toContain(`href="${input.settingsUrl}"`);
  });

  it('contains no health information', () => {
    for (const part of [email.subject, email.text, email.html]) {
      expect(part).not.toMatch(/breast|lump|finding|period|cycle|risk|cancer|symptom|nipple|severity/i);
    }
  });

  it('escapes her name in the HTML', () => {
    expect(email.html).toContain('Hello Amira &#60;b&#62;,');
    expect(email.html).not.toContain('<b>');
  });

  it('greets her plainly when no name is known', () => {
    expect(buildReminderEmail({ ...input, givenName: null }).text.startsWith('Hello,')).toBe(true);
  });
});
