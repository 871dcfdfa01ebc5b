import { describe, expect, it } from 'vitest';
import { completionNotifications } from './completion-notification.ts';

describe('the completion notification', () => {
  const notice = {
    adminEmails: ['a@example.com', 'b@example.com'],
    person: { firstName: 'Jane', lastName: 'Rigger', email: 'jane@example.com', company: 'Lift Co' },
    inductionTitle: 'Crane Site Safety',
    completedAt: new Date('2026-11-24T09:05:00.000Z'),
    publicUrl: 'https://induction.example.com',
    timeZone: 'Australia/Sydney',
  };

  it('goes to every admin and says who, which induction, when and where to look', () => {
    const messages = completionNotifications(notice);
    expect(messages.map((message) => message.to)).toEqual(['a@example.com', 'b@example.com']);
    const [message] = messages;
    expect(message!.subject).toBe('Induction completed: Jane Rigger - Crane Site Safety');
    expect(message!.text).toContain('Name: Jane Rigger');
    expect(message!.text).toContain('Email: jane@example.com');
    expect(message!.text).toContain('Company: Lift Co');
    expect(message!.text).toContain('Induction: Crane Site Safety');
    expect(message!.text).toContain('Completed: November 24, 2026 at 20:05 AEDT (2026-11-24T09:05:00.000Z)');
    expect(message!.text).toContain('https://induction.example.com/admin/completions');
  });

  it("writes the time of completion in the company's time zone, naming it", () => {
    const [perth] = completionNotifications({ ...notice, timeZone: 'Australia/Perth' });
    expect(perth!.text).toContain('Completed: November 24, 2026 at 17:05 AWST (2026-11-24T09:05:00.000Z)');
  });

  it('keeps line breaks typed into a name out of the subject', () => {
    const [message] = completionNotifications({
      ...notice,
      person: { ...notice.person, firstName: 'Jane\r\nBcc: everyone@example.com' },
    });
    expect(message!.subject).toBe('Induction completed: Jane Bcc: everyone@example.com Rigger - Crane Site Safety');
    expect(message!.subject).not.toMatch(/[\r\n]/);
  });
});
