// The search answers the server holds in memory: those being built (a request's queries run in turns
// interleaved with other requests', each keeping its results until the last is done) and those sent to
// a client that does not read them (they wait in the socket's buffer for as long as the connection
// stays open). Both cost a stranger nothing: a hundred connections that sent a search answering 5 MB
// and never read a byte held `serve` at 800 MB, growing with each, and thirty at once took it to
// 940 MB. Like the request bodies (request-body.ts), they share an allowance, all clients together
// and each client alone; past it, a request is refused before its next query runs. And an answer the
// client stops reading is dropped with its connection after a while, so that stalled readers hold
// the allowance for that long at most, not for as long as they keep their connections open.
import type { ServerResponse } from 'node:http';

export interface AnswerLimits {
  /** Answer bytes held for all clients. */
  maxBytes: number;
  /** Answer bytes held for one client (one address): more than a few of the largest answers. */
  maxBytesPerClient: number;
  /** How long an answer may wait with none of it taken by the client before its connection is closed. */
  stalledAfterMs: number;
}

/** The answer bytes of one request, held from when each part is made until the answer is sent (or dropped). */
export interface AnswerHold {
  /** Throws `refuse()` when the allowance (this client's, or everyone's) is spent already. */
  check: () => void;
  /** Counts `bytes` more of this request's answer as held. */
  add: (bytes: number) => void;
  /** Gives the request's bytes back once `res` has handed its answer to the system, or closed. */
  releaseWhenSent: (res: ServerResponse) => void;
}

export function createAnswerAllowance(limits: AnswerLimits, refuse: () => Error): (client: string) => AnswerHold {
  let total = 0;
  /** Bytes held by client address (only those holding some). */
  const byClient = new Map<string, number>();

  return (client) => {
    let held = 0;
    const release = () => {
      total -= held;
      const left = (byClient.get(client) ?? 0) - held;
      if (left > 0) byClient.set(client, left);
      else byClient.delete(client);
      held = 0;
    };
    return {
      check: () => {
        if (total >= limits.maxBytes || (byClient.get(client) ?? 0) >= limits.maxBytesPerClient) throw refuse();
      },
      add: (bytes) => {
        held += bytes;
        total += bytes;
        byClient.set(client, (byClient.get(client) ?? 0) + bytes);
      },
      releaseWhenSent: (res) => {
        // 'finish': the last byte left our buffers for the system's; 'close': the client went away first.
        if (res.writableFinished || res.destroyed) return release();
        res.once('finish', release);
        res.once('close', release);
        // The socket's idle time: reset by every write the client takes, replaced by the keep-alive
        // timeout once the answer is sent (Node's server does so on 'finish').
        res.setTimeout(limits.stalledAfterMs, () => res.destroy());
      },
    };
  };
}
