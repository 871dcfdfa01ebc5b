/**
 * How long the server waits for a client to send a request (decision 43). Fastify turns off Node's own
 * limit on receiving a whole request (its `requestTimeout` defaults to 0), so without these a client
 * sending its body a byte at a time would hold its connection, and what it holds, for ever.
 */
export type HttpTimeouts = {
  /** From a request's first byte to the end of its headers (Node's default, made explicit). */
  headersMs: number;
  /**
   * From a request's first byte to the last byte of its body: fifteen minutes, so that a completion
   * still arrives on one bar of signal (a few MB as phones send it, at 45 kbps for 5 MB; the 50 MB
   * limit at 450 kbps). Only the request is timed, not the answer: an integrity check of a million
   * completions, which works for half a minute before it answers, is not cut.
   */
  requestMs: number;
  /** How often Node looks for requests past either limit (its default); they get a 408 and are closed. */
  checkIntervalMs: number;
};

export const httpTimeouts: HttpTimeouts = { headersMs: 60_000, requestMs: 900_000, checkIntervalMs: 30_000 };
