import http from 'node:http';

export type SlowAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * A POST whose body is sent a piece at a time over a real socket, as from a slow phone: the test
 * decides when (and whether) the rest is sent, and can see an answer that arrives before the end.
 */
export function startSlowUpload(
  url: string,
  headers: Record<string, string>,
  firstPiece: Buffer,
): {
  /** The answer, whenever it comes (also while the body is still being sent). */
  answer: Promise<SlowAnswer>;
  /** Whether the answer has arrived. */
  hasAnswer: () => boolean;
  send: (piece: Buffer) => void;
  finish: (lastPiece?: Buffer) => void;
  abort: () => void;
} {
  const request = http.request(url, { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } });
  let hasAnswer = false;
  const answer = new Promise<SlowAnswer>((resolve, reject) => {
    request.on('response', (response) => {
      hasAnswer = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', (error) => {
      if (!hasAnswer) reject(error);
    });
  });
  // Once answered, the server may close the connection while pieces are still on their way.
  answer.catch(() => {});
  request.write(firstPiece);
  return {
    answer,
    hasAnswer: () => hasAnswer,
    send: (piece) => {
      if (!request.destroyed) request.write(piece);
    },
    finish: (lastPiece) => {
      if (!request.destroyed) request.end(lastPiece);
    },
    abort: () => request.destroy(),
  };
}

/** Resolves with the promise's value, or rejects when it takes longer than `milliseconds`. */
export function within<T>(promise: Promise<T>, milliseconds: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${what} within ${milliseconds} ms`)), milliseconds);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
