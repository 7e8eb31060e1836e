/**
 * An OpenAI-compatible chat completions server on loopback, for the assistant, summary and letter tests: it
 * records every request and answers each with `answer` (set it before the call), so a test sees exactly what
 * the app sent and how it treats what came back, HTTP errors included.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LlmCall {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: { model: string; temperature?: number; messages: { role: string; content: string }[] };
}

export interface LlmStub {
  /** The `LLM_BASE_URL` to configure (ends in /v1). */
  baseUrl: string;
  /** Requests received, in order (clear with `calls.length = 0`). */
  calls: LlmCall[];
  /** The status and message content of the next answers. */
  answer: { status: number; content: string };
  close(): Promise<void>;
}

export async function startLlmStub(): Promise<LlmStub> {
  const stub = { calls: [] as LlmCall[], answer: { status: 200, content: '' } };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      stub.calls.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(raw) });
      if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      res.writeHead(stub.answer.status, { 'Content-Type': 'application/json' });
      const message = { role: 'assistant', content: stub.answer.content };
      res.end(JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(stub, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
