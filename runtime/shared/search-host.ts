// Search hosts as written in the config ("host", "host:port" or "http(s)://host:port"), in the shape
// the algoliasearch client takes. Shared by `devcenter index push` and the browser's search client.

export interface ClientHost<Accept extends 'read' | 'readWrite'> {
  url: string;
  protocol: 'http' | 'https';
  accept: Accept;
}

export function parseSearchHost<Accept extends 'read' | 'readWrite'>(host: string, accept: Accept): ClientHost<Accept> {
  const match = /^(https?):\/\/(.+?)\/?$/.exec(host);
  return { url: match ? match[2] : host, protocol: match ? (match[1] as 'http' | 'https') : 'https', accept };
}
