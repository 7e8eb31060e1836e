/** Account routes, mounted at /api/v1/auth. */
import type { FastifyPluginAsync } from 'fastify';
import { loginRoutes } from './login.ts';
import { meRoutes } from './me.ts';
import { passwordRoutes } from './password.ts';
import { registerRoute } from './register.ts';
import { savedAddressRoutes } from './saved-address.ts';
import { sessionRoutes } from './sessions.ts';
import { verifyEmailRoutes } from './verify-email.ts';

export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(registerRoute);
  await app.register(loginRoutes);
  await app.register(meRoutes);
  await app.register(savedAddressRoutes);
  await app.register(passwordRoutes);
  await app.register(verifyEmailRoutes);
  await app.register(sessionRoutes);
};
