/**
 * The signed-in user's own account: `GET /auth/me`, `PATCH /auth/me` (profile fields), `DELETE /auth/me`
 * (with the password; deletes the account and everything that belongs to it), `POST /auth/logout`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteAccountInputSchema,
  EMAIL_OWNERSHIP_MESSAGES,
  normalizeUsPhone,
  updateProfileInputSchema,
  userSchema,
} from '#contract/auth.ts';
import { okResponseSchema } from '#contract/common.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { revokeSession } from '../sessions.ts';
import { fieldConflict, fieldError } from '../../lib/app-error.ts';
import { requestEmailChange } from '../email-ownership.ts';
import { requireUser } from '../../lib/require-user.ts';
import { presentUser } from '../user-presenter.ts';
import { checkCurrentPassword } from './current-password.ts';
import { conflictingUserField, deleteUser, isUniqueViolation, updateUser, type UserChanges, usernameTaken } from '../user-store.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema };

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    { schema: { tags: ['auth'], summary: 'The signed-in user', security: [{ bearer: [] }], response: { 200: userSchema, ...errors } } },
    async (request) => presentUser(requireUser(request)),
  );

  app.patch(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Edit profile fields',
        security: [{ bearer: [] }],
        body: updateProfileInputSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const input = request.body;
      // A new email needs the password and takes effect only when the new address opens its link. Whether
      // another account has that address is not said here (that would tell anyone which emails have accounts).
      const newEmail = input.email !== undefined && input.email !== user.email ? input.email : null;
      if (newEmail) {
        if (!input.current_password) {
          throw fieldError('current_password', 'required', EMAIL_OWNERSHIP_MESSAGES.passwordForEmail);
        }
        await checkCurrentPassword(app, request, reply, user, input.current_password, 'current_password', 'The password is not correct.');
      }
      if (input.username && (await usernameTaken(app.db, input.username, user.id))) {
        throw fieldConflict('username', 'username_taken');
      }
      const changes: UserChanges = { updated_at: app.clock.now().toISOString() };
      if (input.full_name !== undefined) changes.full_name = input.full_name;
      if (input.username !== undefined) changes.username = input.username;
      if (input.zip_code !== undefined) changes.zip_code = input.zip_code;
      if (input.phone_number !== undefined) {
        changes.phone_number = input.phone_number === null ? null : normalizeUsPhone(input.phone_number);
      }
      if (input.interests !== undefined) changes.interests = JSON.stringify(input.interests);
      if (input.language !== undefined) changes.language = input.language;
      try {
        const updated = await updateUser(app.db, user.id, changes);
        if (!newEmail) return presentUser(updated);
        const deps = { db: app.db, delivery: app.delivery, publicUrl: app.config.PUBLIC_URL, now: app.clock.now() };
        await requestEmailChange(deps, updated, newEmail);
        return presentUser({ ...updated, pending_email: newEmail });
      } catch (error) {
        if (isUniqueViolation(error)) {
          const field = conflictingUserField(error);
          throw fieldConflict(field, field === 'email' ? 'email_taken' : 'username_taken');
        }
        throw error;
      }
    },
  );

  app.delete(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Delete the account and everything that belongs to it',
        security: [{ bearer: [] }],
        body: deleteAccountInputSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await checkCurrentPassword(app, request, reply, user, request.body.password, 'password', 'The password is not correct.');
      await deleteUser(app.db, user.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current token',
        security: [{ bearer: [] }],
        response: { 200: okResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      requireUser(request);
      await revokeSession(app.db, request.sessionId!, app.clock.now());
      return { ok: true as const };
    },
  );
};

