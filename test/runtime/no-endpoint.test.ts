// search.mode auto: which answers of the site's origin show it has no search endpoint (then the page
// answers from the static index for the rest of the visit) and which come from an endpoint (an error
// to show, or a retry). A static host's 405 with a JSON body once kept the modal on "Unable to fetch
// results" for good.
import { describe, expect, it } from 'vitest';
import { isNoEndpoint } from '../../runtime/search/search-requesters.ts';

const answer = (status: number, content: string, isTimedOut = false) => ({ status, content, isTimedOut });

describe('whether the origin has a search endpoint', () => {
  it('has none when a static host answers the POST', () => {
    expect(isNoEndpoint(answer(405, ''))).toBe(true);
    expect(isNoEndpoint(answer(405, '{"error":"Method Not Allowed"}'))).toBe(true);
    expect(isNoEndpoint(answer(501, '{"message":"Not Implemented","status":501}'))).toBe(true);
    expect(isNoEndpoint(answer(404, '<!doctype html><title>Not found</title>'))).toBe(true);
    expect(isNoEndpoint(answer(404, '{"error":"not found"}'))).toBe(true);
    expect(isNoEndpoint(answer(200, '<!doctype html><div id="root"></div>'))).toBe(true);
    expect(isNoEndpoint(answer(403, '<?xml version="1.0"?><Error><Code>AccessDenied</Code></Error>'))).toBe(true);
  });

  it('has one when the answer is an endpoint\'s, an error included', () => {
    expect(isNoEndpoint(answer(200, '{"results":[]}'))).toBe(false);
    expect(isNoEndpoint(answer(404, '{"message":"Index does not exist","status":404}'))).toBe(false);
    expect(isNoEndpoint(answer(400, '{"message":"Unknown parameter: x","status":400}'))).toBe(false);
    expect(isNoEndpoint(answer(403, '{"message":"Invalid Application-ID or API key","status":403}'))).toBe(false);
  });

  it('cannot tell from a timeout, an overloaded or failing server', () => {
    expect(isNoEndpoint(answer(0, '', true))).toBe(false);
    expect(isNoEndpoint(answer(0, ''))).toBe(false);
    expect(isNoEndpoint(answer(429, ''))).toBe(false);
    expect(isNoEndpoint(answer(503, ''))).toBe(false);
  });
});
