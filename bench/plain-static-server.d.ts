// Types of plain-static-server.js for the tests that serve a build with it.
export interface PlainStaticServer {
  url: string;
  /** Site paths asked for, in order. */
  requests: string[];
  /** Bytes sent per site path. */
  bytes: Map<string, number>;
  close(): Promise<void>;
}

export function startPlainStaticServer(root: string): Promise<PlainStaticServer>;
