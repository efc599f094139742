// Shared by the DocSearch test pages: the page's query string says where the search endpoint is, and
// transformSearchClient (the hook DocSearch v3 and v4 both offer over their own algoliasearch lite
// client) points that client there.

/** The endpoint's host:port, from the page's `host` query parameter. */
export const endpointHost = new URLSearchParams(location.search).get('host') ?? '';

/**
 * Points DocSearch's own search client at `host`. The client's options have no hosts once built, but
 * its transporter reads the same `hosts` array on every request, so it is replaced in place: the
 * requests are those DocSearch's bundled client builds, sent to the endpoint instead of Algolia's DSN.
 */
export function pointAt<Client>(host: string): (client: Client) => Client {
  return (client) => {
    const hosts = (client as { transporter?: { hosts?: unknown } }).transporter?.hosts;
    if (!Array.isArray(hosts)) throw new Error('DocSearch\'s search client has no transporter.hosts array to point at the endpoint');
    hosts.splice(0, hosts.length, { url: host, accept: 'readWrite', protocol: 'http' });
    return client;
  };
}

/** The container DocSearch mounts its button in. */
export function container(): HTMLElement {
  const box = document.createElement('div');
  box.id = 'docsearch';
  document.getElementById('app')!.append(box);
  return box;
}
