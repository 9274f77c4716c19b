/**
 * One request through `app.inject`, read as a stream: an event stream that a generated request happens to open is
 * closed at once instead of holding the test. Null when Node refuses to send the request at all (a NUL in a header
 * value): no server can receive such a request.
 */
import type { TApp } from '../app.js';
import { checkStreamedAnswer } from '../test-support/answer-contract.js';

export type TInjected = { statusCode: number; headers: Record<string, unknown>; body: string };

export type TInjectRequest = {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | object | Buffer;
  remoteAddress?: string;
};

export async function injectStreamed(app: TApp, request: TInjectRequest): Promise<TInjected | null> {
  try {
    const res = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers ?? {},
      payloadAsStream: true,
      ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    const stream = res.stream();
    if (String(res.headers['content-type']).startsWith('text/event-stream')) {
      stream.destroy();
      return { statusCode: res.statusCode, headers: res.headers, body: '' };
    }
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    const answer = { statusCode: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') };
    checkStreamedAnswer(app, { ...answer, method: request.method, url: request.url });
    return answer;
  } catch (err) {
    if (err instanceof TypeError && /header/i.test(err.message)) return null;
    throw err;
  }
}
