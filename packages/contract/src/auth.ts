import { z } from 'zod';
import { emailPattern, invalidEmail } from './email-address.ts';
import { idParam } from './ids.ts';
import { limits } from './limits.ts';

/** An email address, trimmed; comparisons on the server are case-insensitive. */
export const EmailSchema = z
  .string({ error: invalidEmail })
  .trim()
  .max(limits.emailMax, { error: invalidEmail })
  .pipe(z.email({ pattern: emailPattern, error: invalidEmail }));

export const AdminRoleSchema = z.enum(['admin', 'super_admin'], {
  error: 'Role must be admin or super_admin',
});
export type AdminRole = z.infer<typeof AdminRoleSchema>;

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(limits.loginPasswordMin, { error: 'Password must be at least 6 characters' })
    .max(limits.passwordMax, { error: 'Password is too long' }),
});
export type Login = z.infer<typeof LoginSchema>;

const NewPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(limits.passwordMin, { error: 'Password must be at least 8 characters' })
  .max(limits.passwordMax, { error: 'Password is too long' });

/** Body of POST /api/auth/register, and the Register New Admin form. */
export const RegisterAdminSchema = z.object({
  name: z
    .string({ error: 'Name must be at least 2 characters' })
    .trim()
    .min(limits.nameMin, { error: 'Name must be at least 2 characters' })
    .max(limits.nameMax, { error: 'Name must be at most 120 characters' }),
  email: EmailSchema,
  password: NewPasswordSchema,
  role: AdminRoleSchema.default('admin'),
});
export type RegisterAdmin = z.infer<typeof RegisterAdminSchema>;
export type RegisterAdminInput = z.input<typeof RegisterAdminSchema>;

/** Body of POST /api/auth/reset-password: only these two fields are sent. */
export const ChangePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, { error: 'Current password is required' })
    .max(limits.passwordMax, { error: 'Password is too long' }),
  newPassword: z
    .string({ error: 'New password must be at least 8 characters' })
    .min(limits.passwordMin, { error: 'New password must be at least 8 characters' })
    .max(limits.passwordMax, { error: 'Password is too long' }),
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** The Reset Password dialog: the wire fields plus a confirmation that must match. */
export const ChangePasswordFormSchema = ChangePasswordSchema.extend({
  confirmPassword: z
    .string({ error: 'Confirm new password must be at least 8 characters' })
    .min(limits.passwordMin, { error: 'Confirm new password must be at least 8 characters' }),
}).refine((form) => form.newPassword === form.confirmPassword, {
  error: "New passwords don't match",
  path: ['confirmPassword'],
});
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

export const AdminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: AdminRoleSchema,
  /** ISO-8601 UTC. */
  createdAt: z.string(),
  /** When a super admin deactivated the admin (ISO-8601 UTC): they cannot sign in; null while they can (decision 53). */
  deactivatedAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** Answer of GET /api/auth/me and of a successful login. */
export const CurrentAdminSchema = AdminUserSchema.pick({ id: true, name: true, email: true, role: true });
export type CurrentAdmin = z.infer<typeof CurrentAdminSchema>;

export const LoginResponseSchema = z.object({ user: CurrentAdminSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const AdminListSchema = z.array(AdminUserSchema);

/** Params of POST /api/auth/admins/{id}/deactivate and /reactivate. */
export const AdminIdParamsSchema = z.object({ id: idParam() });

/** Answer of the calls that only confirm success. */
export const SuccessResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type SuccessResponse = z.infer<typeof SuccessResponseSchema>;
