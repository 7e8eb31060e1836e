/**
 * Structured request logs (pino). Secrets never reach the log: the Authorization header and cookies are
 * redacted, and token-like query parameters (password reset, subscription management) are masked in URLs. Nor
 * does what residents type about themselves (issue 51): an address given to the district finder, a message, a
 * name, an email or a phone number in a query string is masked too; bodies are never logged.
 */
import type { FastifyServerOptions } from 'fastify';

const SECRET_QUERY = /([?&](?:token|access_token|key|signature|address|text|message|email|phone|name|full_name|sender_name|street|zip)=)[^&#]*/gi;

/** The URL with the values of secret query parameters replaced by `***`. */
export function maskUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1***');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '***' },
    serializers: {
      req(request: { method: string; url: string; ip?: string; headers?: Record<string, unknown> }) {
        return {
          method: request.method,
          url: maskUrl(request.url),
          ip: request.ip,
          userAgent: request.headers?.['user-agent'],
        };
      },
    },
  };
}
