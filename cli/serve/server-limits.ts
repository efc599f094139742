// Limits both servers (`serve`, `dev`) put on a connection before any handler runs, so that a client
// sending its headers or its request a byte at a time cannot hold a connection, and its memory, for long.
import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { clientOf } from './query-turns.ts';
import { timeLimitMs } from '../time-limit.ts';

/** The request line and headers must arrive within this (Node's default is a minute). */
export const HEADERS_TIMEOUT_MS = timeLimitMs('DEVCENTER_HEADERS_TIMEOUT_MS', 10_000);
/**
 * An answer none of which the client has taken for this long is dropped, its connection closed (a real
 * one is read at once): a search answer, or a file, which a client that stops reading otherwise held
 * in the server's memory for as long as it kept the connection open.
 */
export const STALLED_ANSWER_MS = timeLimitMs('DEVCENTER_STALLED_ANSWER_MS', 15_000);
/** A search body is a few hundred bytes: one still arriving after this is a client holding the connection. */
export const BODY_TIMEOUT_MS = timeLimitMs('DEVCENTER_BODY_TIMEOUT_MS', 10_000);
/**
 * The whole request, body included (Node's default is five minutes); the search endpoint's own body
 * limit is shorter. Never shorter than the headers' and the body's limits together: Node refuses a
 * server whose headers may take longer than its request (DEVCENTER_HEADERS_TIMEOUT_MS=60000 stopped
 * serve and dev with 'internal error: The value of "headersTimeout" is out of range'), and a body
 * limit past it was cut short by Node's own 408 (DEVCENTER_BODY_TIMEOUT_MS=60000 did nothing past 30 s).
 * DEVCENTER_REQUEST_TIMEOUT_MS shortens the 30 s for the test of that.
 */
export const REQUEST_TIMEOUT_MS = Math.max(timeLimitMs('DEVCENTER_REQUEST_TIMEOUT_MS', 30_000), HEADERS_TIMEOUT_MS + BODY_TIMEOUT_MS);
/** Headers kept per request (Node's default is 2,000); a browser sends about twenty. */
export const MAX_HEADERS_COUNT = 100;

/** Options for `createServer`. */
export const SERVER_OPTIONS: ServerOptions = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  // How often Node looks for requests past those timeouts (its default, 30 s, would triple the 10 s).
  connectionsCheckingInterval: 1_000,
};

/**
 * Connections one client (clientOf: an address, an IPv6 /64) may hold open before they send a request.
 * Node's headersTimeout starts with a request's first byte, so a connection that sent none was held for
 * ever: 1,100 such from one address, sending nothing, took every file descriptor of a `serve` started
 * with the usual limit of 1,024, and no other reader's connection was accepted while they stayed open.
 * A browser opens six at most to one server.
 */
export const MAX_WAITING_CONNECTIONS_PER_CLIENT = 64;

/** What `createServer` does not take as an option, and the limits on connections that have sent no request yet. */
export function limitServer(server: Server): Server {
  server.maxHeadersCount = MAX_HEADERS_COUNT;
  const waiting = new Map<string, number>();
  const firstRequest = new WeakMap<Socket, () => void>();
  server.on('connection', (socket: Socket) => {
    const client = clientOf(socket.remoteAddress);
    const count = (waiting.get(client) ?? 0) + 1;
    if (count > MAX_WAITING_CONNECTIONS_PER_CLIENT) {
      socket.destroy();
      return;
    }
    waiting.set(client, count);
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      const left = (waiting.get(client) ?? 1) - 1;
      if (left > 0) waiting.set(client, left);
      else waiting.delete(client);
    };
    socket.once('close', release);
    // Until its first request: then Node's own limits (headers, request, keep-alive) take over.
    socket.setTimeout(HEADERS_TIMEOUT_MS);
    firstRequest.set(socket, () => {
      release();
      socket.setTimeout(0);
    });
  });
  // Before the handlers: a request's own timeouts (a file's stalled answer) are set after this.
  server.prependListener('request', (req: IncomingMessage) => {
    const arrived = firstRequest.get(req.socket);
    if (!arrived) return;
    firstRequest.delete(req.socket);
    arrived();
  });
  return server;
}

/**
 * Requests one connection may have waiting for their answers at once. HTTP/1.1 lets a client send
 * requests ahead of the answers (pipelining); browsers and Algolia's clients send one at a time. Node
 * stops reading a connection only once the answers already made are unread, and ours are made a turn
 * of the event loop later (a file's stat, a search's turn): every request of each 64 KB read arrived
 * first, so one connection that sent 20,000 requests for a file and read nothing took `serve` from
 * 69 MB to 215 MB, and twenty of them to 2.2 GB, no page answered for 12 s.
 */
export const MAX_PIPELINED_REQUESTS = 16;

/** Per connection, its requests not yet answered (handed to the connection or dropped with it). */
const unanswered = new WeakMap<Socket, number>();

/**
 * Whether to answer a request, called first by both servers' handlers: false for a connection that has
 * more than MAX_PIPELINED_REQUESTS unanswered (it is closed: what it sent ahead is dropped unread) or
 * is closed already (the rest of what was read of it still arrives as requests).
 */
export function admitRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const socket = req.socket;
  if (socket.destroyed) return false;
  const waiting = (unanswered.get(socket) ?? 0) + 1;
  if (waiting > MAX_PIPELINED_REQUESTS) {
    socket.destroy();
    return false;
  }
  unanswered.set(socket, waiting);
  // 'close' comes once for every answer: sent, or dropped with its connection.
  res.once('close', () => unanswered.set(socket, (unanswered.get(socket) ?? 1) - 1));
  return true;
}
