/** Account helpers for API tests: register and sign in through the real endpoints. */
import type { FastifyInstance } from 'fastify';

let counter = 0;

export interface TestAccount {
  email: string;
  password: string;
  username: string;
  full_name: string;
  token: string;
  id: number;
}

/** A valid registration body with unique email and username. */
export function registration(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    email: `resident${counter}-${Date.now()}@example.org`,
    password: 'Greenwood-Rising-1921',
    username: `resident_${counter}_${Math.floor(Math.random() * 1e6)}`,
    full_name: 'Ada Resident',
    interests: [],
    ...overrides,
  };
}

export async function registerAndLogin(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<TestAccount> {
  const body = registration(overrides);
  const created = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body });
  if (created.statusCode !== 201) throw new Error(`register failed: ${created.statusCode} ${created.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/email',
    payload: { email: body.email, password: body.password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  return { ...(body as { email: string; password: string; username: string; full_name: string }), token: login.json().access_token, id: created.json().id };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
