import * as v from 'valibot';
import { staffRoles } from './staff-roles';

const invalidBody = 'İstek gövdesi geçersiz.';

/** Longest accepted values of a staff account; a password at least `minPassword` long (the rule ADMIN_PASSWORD has in production). */
export const accountLimits = { name: 100, userName: 50, email: 254, minPassword: 12, password: 200 } as const;

export const accountMessages = {
  name: 'Ad Soyad zorunludur.',
  nameTooLong: `Ad Soyad en fazla ${accountLimits.name} karakter olabilir.`,
  /** Names are shown in every list and in the audit log: no markup, no control characters. */
  nameInvalid: 'Ad Soyad < > karakterlerini ve kontrol karakterlerini içeremez.',
  userName: 'Kullanıcı adı zorunludur.',
  userNameInvalid:
    'Kullanıcı adı 3-50 karakter olmalı ve yalnızca küçük harf (a-z), rakam, nokta, tire ve alt çizgi içermelidir.',
  email: 'Geçerli bir e-posta girin.',
  emailTooLong: `E-posta en fazla ${accountLimits.email} karakter olabilir.`,
  role: 'Rol Yönetici veya Editör olmalıdır.',
  password: `Şifre en az ${accountLimits.minPassword} karakter olmalıdır.`,
  passwordTooLong: `Şifre en fazla ${accountLimits.password} karakter olabilir.`,
  currentPassword: 'Mevcut şifre zorunludur.',
  passwordsDiffer: 'Yeni şifre ile tekrarı aynı değil.',
  id: 'Hesap kimliği geçersiz.',
  version: 'Sürüm (version) bir tam sayı olmalıdır.',
  disabled: 'Devre dışı (disabled) true veya false olmalıdır.',
} as const;

const markupOrControl = /[<>\p{Cc}]/u;

const name = v.pipe(
  v.string(accountMessages.name),
  v.trim(),
  v.nonEmpty(accountMessages.name),
  v.maxLength(accountLimits.name, accountMessages.nameTooLong),
  v.check((value) => !markupOrControl.test(value), accountMessages.nameInvalid),
);
const userName = v.pipe(
  v.string(accountMessages.userName),
  v.trim(),
  v.nonEmpty(accountMessages.userName),
  v.regex(/^[a-z0-9._-]{3,50}$/, accountMessages.userNameInvalid),
);
const email = v.pipe(
  v.string(accountMessages.email),
  v.trim(),
  v.nonEmpty(accountMessages.email),
  v.maxLength(accountLimits.email, accountMessages.emailTooLong),
  v.email(accountMessages.email),
);
/** A new password: never trimmed (a space is part of it), at least 12 characters. */
export const newPasswordSchema = v.pipe(
  v.string(accountMessages.password),
  v.minLength(accountLimits.minPassword, accountMessages.password),
  v.maxLength(accountLimits.password, accountMessages.passwordTooLong),
);
const id = v.pipe(v.string(accountMessages.id), v.uuid(accountMessages.id));
const version = v.pipe(v.number(accountMessages.version), v.integer(accountMessages.version));

/** The body of `Staff/Create`: a new account, its role and its first password. */
export const createAccountRequestSchema = v.object(
  { name, userName, email, role: v.picklist(staffRoles, accountMessages.role), password: newPasswordSchema },
  invalidBody,
);
export type CreateAccountRequest = v.InferOutput<typeof createAccountRequestSchema>;

/** The body of `Staff/Update`: the role and the disabled mark of an account read at `version`. */
export const updateAccountRequestSchema = v.object(
  {
    id,
    version,
    role: v.picklist(staffRoles, accountMessages.role),
    disabled: v.boolean(accountMessages.disabled),
  },
  invalidBody,
);
export type UpdateAccountRequest = v.InferOutput<typeof updateAccountRequestSchema>;

/** The body of `Staff/ResetPassword`: a Yönetici gives an account read at `version` a new password. */
export const resetPasswordRequestSchema = v.object({ id, version, password: newPasswordSchema }, invalidBody);
export type ResetPasswordRequest = v.InferOutput<typeof resetPasswordRequestSchema>;

/**
 * The body of `Auth/ChangePassword` (Şifremi değiştir): the current password and the new one
 * twice; the two must be equal (`accountMessages.passwordsDiffer`, checked by the API and the form).
 */
export const changePasswordRequestSchema = v.object(
  {
    currentPassword: v.pipe(
      v.string(accountMessages.currentPassword),
      v.nonEmpty(accountMessages.currentPassword),
      v.maxLength(accountLimits.password, accountMessages.passwordTooLong),
    ),
    newPassword: newPasswordSchema,
    newPasswordAgain: v.string(accountMessages.passwordsDiffer),
  },
  invalidBody,
);
export type ChangePasswordRequest = v.InferOutput<typeof changePasswordRequestSchema>;

const time = v.pipe(v.string(), v.isoTimestamp());

/** A staff account as Kullanıcılar lists it: never its password hash. */
export const staffAccountSchema = v.object({
  id: v.string(),
  name: v.string(),
  userName: v.string(),
  email: v.string(),
  role: v.picklist(staffRoles),
  disabled: v.boolean(),
  /** One more with every change: sent back with the next change, which is refused if it moved. */
  version: v.number(),
  updatedAt: time,
  /** Who made the last change; null when the API did (created the seeded admin, ADMIN_PASSWORD). */
  updatedByName: v.nullable(v.string()),
});
export type StaffAccount = v.InferOutput<typeof staffAccountSchema>;
export const staffAccountsSchema = v.array(staffAccountSchema);

/** What `Auth/ChangePassword` answers: a fresh token for the session that changed it (the others end). */
export const changePasswordResponseSchema = v.object({ token: v.string() });
export type ChangePasswordResponse = v.InferOutput<typeof changePasswordResponseSchema>;
