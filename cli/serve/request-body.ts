// Reads request bodies (the search endpoint's JSON) within four limits, so that strangers holding
// connections open cannot take the server's memory, nor one stranger the others' turn: one body's
// size, the bytes of all bodies being read at once and of one client's, and the time one body may
// take to arrive.
import type { IncomingMessage } from 'node:http';
import { decodeBody } from './body-encoding.ts';
import { clientOf } from './query-turns.ts';

export interface BodyLimits {
  /** One body; over it the request is refused (its remaining bytes are read and dropped, not kept). */
  maxBytes: number;
  /** All bodies being read at the same moment; over it a request is refused before anything more of it is read. */
  maxInFlightBytes: number;
  /** The bodies one client (one address) is sending, or whose requests are still being answered: one client cannot hold the whole allowance, nor queue requests without end. */
  maxInFlightBytesPerClient: number;
  /** From the first byte asked for to the last; a body still arriving then is refused. */
  timeoutMs: number;
}

export type BodyResult =
  /**
   * `release` gives the body's bytes back to its client's allowance: the caller calls it once the
   * request is answered, not when its body has arrived. Given back on arrival, a body read in a
   * millisecond made room for the client's next while the request itself waited its turn: one
   * client's 1 MB bodies of 50 queries each, arriving faster than their queries ran, held 2 GB of
   * `serve` parsed and waiting, and the parsing of each kept a reader's page waiting 25 s.
   */
  | { ok: true; text: string; release: () => void }
  /** `close`: the rest of the body was not read, so the connection cannot carry another request. */
  | { ok: false; status: 400 | 408 | 415 | 503; message: string; close: boolean; retryAfterSeconds?: number };

export type ReadBody = ((req: IncomingMessage) => Promise<BodyResult>) & {
  /**
   * Counts `bytes` in the request's client's share until the returned function is called (the request
   * is answered), as a body read in full is; null, counting nothing, when the share is full.
   */
  holdForClient: (req: IncomingMessage, bytes: number) => (() => void) | null;
};

/** How long a client is asked to wait before it tries again when the server is reading too much already. */
const RETRY_AFTER_SECONDS = 5;
const BUSY = 'The server is reading too many request bodies at once; try again shortly.';

/**
 * A reader sharing one allowance of bytes in flight between all the requests it reads. A body takes
 * its share as its bytes arrive, not as its Content-Length announces them: sixteen connections that
 * announced a megabyte each and sent nothing used to hold the whole allowance, and every reader's
 * search got a 503 for a kilobyte of a stranger's traffic. Filling it now takes the bytes themselves,
 * and each body gives them back when it ends or times out.
 */
export function createBodyReader(limits: BodyLimits): ReadBody {
  let inFlight = 0;
  /** Bytes in flight by client address (only those with some). */
  const byClient = new Map<string, number>();

  const holdForClient = (req: IncomingMessage, bytes: number): (() => void) | null => {
    const client = clientOf(req.socket.remoteAddress);
    const ofClient = byClient.get(client) ?? 0;
    if (ofClient + bytes > limits.maxInFlightBytesPerClient) return null;
    byClient.set(client, ofClient + bytes);
    let held = bytes;
    return () => {
      const left = (byClient.get(client) ?? 0) - held;
      if (left > 0) byClient.set(client, left);
      else byClient.delete(client);
      held = 0;
    };
  };

  const read = (req: IncomingMessage) =>
    new Promise<BodyResult>((resolve) => {
      const declared = Number(req.headers['content-length']);
      const client = clientOf(req.socket.remoteAddress);
      /** This body's bytes counted in all and for its client (the client's may stay counted after reading). */
      let reserved = 0;
      let reservedForClient = 0;
      const reserve = (bytes: number): boolean => {
        const ofClient = byClient.get(client) ?? 0;
        if (inFlight + bytes > limits.maxInFlightBytes || ofClient + bytes > limits.maxInFlightBytesPerClient) return false;
        inFlight += bytes;
        byClient.set(client, ofClient + bytes);
        reserved += bytes;
        reservedForClient += bytes;
        return true;
      };
      const releaseReading = () => {
        inFlight -= reserved;
        reserved = 0;
      };
      const releaseForClient = () => {
        const left = (byClient.get(client) ?? 0) - reservedForClient;
        if (left > 0) byClient.set(client, left);
        else byClient.delete(client);
        reservedForClient = 0;
      };
      const chunks: Buffer[] = [];
      let size = 0;

      const finish = (result: BodyResult) => {
        clearTimeout(timer);
        req.off('data', onData);
        req.off('end', onEnd);
        req.off('error', onError);
        req.off('close', onClose);
        // A body read in full stays counted for its client until the caller has answered its request;
        // in all, only while it is read (a few clients' waiting requests must not refuse everyone's).
        releaseReading();
        if (!result.ok) releaseForClient();
        chunks.length = 0;
        resolve(result);
      };
      /** Stops reading: the socket's buffers fill and the client is held back by TCP, not by our memory. */
      const refuse = (status: 408 | 503, message: string, retryAfterSeconds?: number) => {
        req.pause();
        finish({ ok: false, status, message, close: true, retryAfterSeconds });
      };
      const tooLarge = () => {
        // Answered now; the rest is read and dropped until the client stops or the connection closes.
        req.resume();
        finish({ ok: false, status: 400, message: `Request body is larger than ${limits.maxBytes} bytes`, close: true });
      };
      const busy = () => refuse(503, BUSY, RETRY_AFTER_SECONDS);

      const onData = (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) return tooLarge();
        if (size > reserved && !reserve(size - reserved)) return busy();
        chunks.push(chunk);
      };
      const onEnd = () => {
        const decoded = decodeBody(Buffer.concat(chunks), req.headers['content-encoding'], limits.maxBytes);
        // Read in full: the connection can carry the client's next request.
        if (!decoded.ok) return finish({ ok: false, status: decoded.status, message: decoded.message, close: false });
        // The inflated body is what is held until the request is answered: counted as such.
        if (decoded.bytes.length > reserved && !reserve(decoded.bytes.length - reserved)) {
          return finish({ ok: false, status: 503, message: BUSY, close: false, retryAfterSeconds: RETRY_AFTER_SECONDS });
        }
        finish({ ok: true, text: decoded.bytes.toString('utf8'), release: releaseForClient });
      };
      const onError = () => finish({ ok: false, status: 400, message: 'The request body could not be read.', close: true });
      // A client that went away before the end gives its bytes back at once, not when the timer fires.
      const onClose = () => finish({ ok: false, status: 400, message: 'The request ended before its body did.', close: true });
      const timer = setTimeout(
        () => refuse(408, `The request body did not arrive within ${limits.timeoutMs / 1000} s.`),
        limits.timeoutMs,
      );

      if (Number.isSafeInteger(declared) && declared > limits.maxBytes) return tooLarge();
      req.on('data', onData);
      req.on('end', onEnd);
      req.on('error', onError);
      req.on('close', onClose);
    });
  return Object.assign(read, { holdForClient });
}
