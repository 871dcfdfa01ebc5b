import { describe, expect, it } from 'vitest';
import {
  ChangePasswordFormSchema,
  ChangePasswordSchema,
  BindingCodeSchema,
  bindingCodeProblem,
  EmailSchema,
  emailProblem,
  LoginSchema,
  RegisterAdminSchema,
} from './index.ts';

/** The messages of a failed parse, by field. */
function messagesOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('EmailSchema', () => {
  it('trims a valid address', () => {
    expect(EmailSchema.parse('  worker@site.com.au ')).toBe('worker@site.com.au');
  });
  it.each(['', 'worker', 'worker@', '@site.com', 'a b@site.com', `${'a'.repeat(250)}@x.com`])('refuses %j', (value) => {
    expect(messagesOf(EmailSchema.safeParse(value))).toEqual([['', 'Please enter a valid email address']]);
  });
  it('says the same as the zod-free check of the email screen, for every address', () => {
    const addresses = [
      '  worker@site.com.au ',
      'first.last+tag@mail.example.org',
      "o'brien@site.ie",
      'x@y.z',
      'a..b@site.com',
    ];
    for (const value of [
      ...addresses,
      '',
      'worker',
      'worker@',
      '@site.com',
      'a b@site.com',
      `${'a'.repeat(250)}@x.com`,
    ]) {
      const parsed = EmailSchema.safeParse(value);
      expect(emailProblem(value)).toBe(parsed.success ? undefined : 'Please enter a valid email address');
    }
    expect(emailProblem('first.last+tag@mail.example.org')).toBeUndefined();
  });
});

describe('the binding code', () => {
  const body = { email: 'worker@site.com', inductionId: 1 };
  it('takes six digits, spaces between them ignored, as the zod-free check of the portal does', () => {
    expect(BindingCodeSchema.parse({ ...body, code: '123 456' }).code).toBe('123456');
    expect(bindingCodeProblem('123 456')).toBeUndefined();
  });
  it.each(['', '12345', '1234567', 'abcdef', '123 45x', `123456${' '.repeat(20)}`])(
    'refuses %j on both sides',
    (code) => {
      expect(messagesOf(BindingCodeSchema.safeParse({ ...body, code }))).toEqual([
        ['code', 'Enter the 6-digit code from the email'],
      ]);
      expect(bindingCodeProblem(code)).toBe('Enter the 6-digit code from the email');
    },
  );
});

describe('LoginSchema', () => {
  it('accepts an email and a password of 6 characters', () => {
    expect(LoginSchema.parse({ email: 'a@b.co', password: '123456' })).toEqual({ email: 'a@b.co', password: '123456' });
  });
  it('refuses a bad email', () => {
    expect(messagesOf(LoginSchema.safeParse({ email: 'nope', password: '123456' }))).toEqual([
      ['email', 'Please enter a valid email address'],
    ]);
  });
  it('refuses a password under 6 characters', () => {
    expect(messagesOf(LoginSchema.safeParse({ email: 'a@b.co', password: '12345' }))).toEqual([
      ['password', 'Password must be at least 6 characters'],
    ]);
  });
  it('refuses missing fields', () => {
    expect(messagesOf(LoginSchema.safeParse({})).map(([field]) => field)).toEqual(['email', 'password']);
  });
});

describe('RegisterAdminSchema', () => {
  const valid = { name: 'Jo', email: 'jo@crane.com', password: '12345678' };
  it('accepts a valid admin and defaults the role to admin', () => {
    expect(RegisterAdminSchema.parse(valid)).toEqual({ ...valid, role: 'admin' });
    expect(RegisterAdminSchema.parse({ ...valid, role: 'super_admin' }).role).toBe('super_admin');
  });
  it.each([
    [{ name: 'J' }, 'name', 'Name must be at least 2 characters'],
    [{ name: '  J  ' }, 'name', 'Name must be at least 2 characters'],
    [{ email: 'jo' }, 'email', 'Please enter a valid email address'],
    [{ password: '1234567' }, 'password', 'Password must be at least 8 characters'],
    [{ role: 'owner' }, 'role', 'Role must be admin or super_admin'],
  ])('refuses %j', (change, field, message) => {
    expect(messagesOf(RegisterAdminSchema.safeParse({ ...valid, ...change }))).toEqual([[field, message]]);
  });
});

describe('ChangePasswordSchema and its form', () => {
  it('accepts matching passwords and sends only the two wire fields', () => {
    const form = { currentPassword: 'x', newPassword: '12345678', confirmPassword: '12345678' };
    expect(ChangePasswordFormSchema.parse(form)).toEqual(form);
    expect(ChangePasswordSchema.parse(form)).toEqual({ currentPassword: 'x', newPassword: '12345678' });
  });
  it.each([
    [{ currentPassword: '' }, 'currentPassword', 'Current password is required'],
    [
      { newPassword: '1234567', confirmPassword: '1234567' },
      'newPassword',
      'New password must be at least 8 characters',
    ],
    [{ confirmPassword: '1234567' }, 'confirmPassword', 'Confirm new password must be at least 8 characters'],
    [{ confirmPassword: '87654321' }, 'confirmPassword', "New passwords don't match"],
  ])('refuses %j', (change, field, message) => {
    const form = { currentPassword: 'old', newPassword: '12345678', confirmPassword: '12345678', ...change };
    expect(messagesOf(ChangePasswordFormSchema.safeParse(form))).toContainEqual([field, message]);
  });
});
