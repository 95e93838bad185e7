import * as v from 'valibot';

const required = (message: string, max: number) =>
  v.pipe(v.string(message), v.nonEmpty(message), v.maxLength(max, message));

/** The body of `Auth/Login` (docs/requirements.md §3). The sign-in form itself validates nothing (docs/requirements.md §5). */
export const loginRequestSchema = v.object(
  {
    emailOrUserName: v.pipe(
      v.string('E-posta veya kullanıcı adı zorunludur.'),
      v.trim(),
      v.nonEmpty('E-posta veya kullanıcı adı zorunludur.'),
      v.maxLength(254, 'E-posta veya kullanıcı adı en fazla 254 karakter olabilir.'),
    ),
    password: required('Şifre zorunludur.', 200),
  },
  'İstek gövdesi geçersiz.',
);
export type LoginRequest = v.InferOutput<typeof loginRequestSchema>;

export const loginResponseSchema = v.object({ token: v.string() });
export type LoginResponse = v.InferOutput<typeof loginResponseSchema>;
