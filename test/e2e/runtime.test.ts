// The client runtime in Chromium against `devcenter serve`: SPA navigation, lazy page data and its
// failure paths, prefetch, progress bar, navbar, mobile sidebar, TOC, and hostile localStorage.
import { closeContext } from '../support/browser.ts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveThisSite, type ServedSite } from '../support/this-site.ts';

let site: ServedSite;
let browser: Browser;
let base: string;

beforeAll(async () => {
  site = await serveThisSite('runtime-site');
  ({ browser, base } = site);
});
afterAll(() => site?.stop());

/** `noPrefetch`: data saving on, so the page data of a navigation is requested at click time (for page.route). */
async function open(route: string, options: { context?: BrowserContext; width?: number; noPrefetch?: boolean } = {}): Promise<Page> {
  const context = options.context ?? (await browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 } }));
  if (options.noPrefetch) await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
  const page = await context.newPage();
  await page.goto(base + route);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  // A marker that only survives client-side navigation.
  await page.evaluate(() => ((window as unknown as { __spa: number }).__spa = 1));
  return page;
}

const spaMarker = (page: Page) => page.evaluate(() => (window as unknown as { __spa?: number }).__spa ?? 0);
const h1 = (page: Page) => page.locator('main h1').first().textContent();
const dataRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (r) => r.url().includes('/_dc/data/') && seen.push(new URL(r.url()).pathname));
  return seen;
};

describe('navigation', () => {
  it('follows internal links without a page load, updating address, title, sidebar and h1', async () => {
    const page = await open('/docs/getstarted');
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: 'Reference', exact: true }).first().click();
    await page.waitForURL('**/docs/api/v2/reference');
    // The address changes at the click; the page follows once its data has arrived.
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'API v2 reference');
    expect(await page.title()).toBe('API v2 reference | Developer Center');
    expect(await page.locator('nav[aria-label="Docs sidebar"] [aria-current="page"]').textContent()).toBe('Reference');
    expect(await spaMarker(page)).toBe(1);
    await closeContext(page.context());
  });

  it('restores the scroll position on Back and Forward', async () => {
    const page = await open('/docs/plugin/checkout');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => window.scrollY === 1500);
    await page.evaluate(() => (document.querySelector('.pagination-nav__link--next') as HTMLElement).click());
    await page.waitForURL('**/docs/plugin/customization');
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Customizing the plugin');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 700));
    await page.waitForFunction(() => window.scrollY === 700);
    await page.goBack();
    await page.waitForURL('**/docs/plugin/checkout');
    await page.waitForFunction(() => window.scrollY === 1500);
    await page.goForward();
    await page.waitForURL('**/docs/plugin/customization');
    await page.waitForFunction(() => window.scrollY === 700);
    expect(await spaMarker(page)).toBe(1);
    await closeContext(page.context());
  });

  it('scrolls a hash link to its heading below the fixed navbar, on this page and on another', async () => {
    const page = await open('/docs/api/v2/introduction');
    await page.locator('nav.toc').getByRole('link', { name: 'Pagination' }).click();
    await page.waitForURL('**#pagination');
    const below = () =>
      page.evaluate(() => {
        const heading = document.getElementById(location.hash.slice(1))!.getBoundingClientRect().top;
        const navbar = document.querySelector('.navbar')!.getBoundingClientRect();
        return { heading, navbarBottom: Math.max(0, navbar.bottom) };
      });
    let position = await below();
    expect(position.heading).toBeGreaterThanOrEqual(position.navbarBottom - 1);
    expect(position.heading).toBeLessThan(position.navbarBottom + 80);
    await page.evaluate(() => (document.querySelector('a[href="/docs/api/v2/responsesanderrors#retries"]') as HTMLElement).click());
    await page.waitForURL('**/docs/api/v2/responsesanderrors#retries');
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent?.includes('Responses'));
    position = await below();
    expect(position.heading).toBeGreaterThanOrEqual(position.navbarBottom - 1);
    expect(position.heading).toBeLessThan(position.navbarBottom + 80);
    expect(await spaMarker(page)).toBe(1);
    await closeContext(page.context());
  });

  it('rewrites .html and /index.html links to the clean address, and follows redirect routes', async () => {
    const page = await open('/');
    for (const [href, to] of [
      ['/docs/plugin/checkout.html', '/docs/plugin/checkout'],
      ['/docs/plugin/checkout/index.html#events', '/docs/plugin/checkout#events'],
      ['/docs/ecommerce/celerant-eda', '/docs/ecommerce/celerant'],
      ['/docs', '/docs/getstarted'],
    ]) {
      await page.evaluate((h) => {
        const a = document.createElement('a');
        a.href = h;
        a.textContent = 'test link';
        document.querySelector('main')!.prepend(a);
        a.click();
        a.remove();
      }, href);
      await page.waitForFunction((t) => location.pathname + location.hash === t, to);
    }
    expect(await h1(page)).toBe('Get started with point-of-sale financing');
    expect(await spaMarker(page)).toBe(1);
    await closeContext(page.context());
  });

  it('shows the not-found page for an unknown path (a full load the server answers with 404)', async () => {
    const page = await open('/docs/getstarted');
    const response = page.waitForResponse((r) => r.url().endsWith('/docs/no-such-page') && r.request().resourceType() === 'document');
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/no-such-page';
      document.body.append(a);
      a.click();
    });
    expect((await response).status()).toBe(404);
    await page.waitForSelector('text=Page Not Found');
    expect(await page.title()).toBe('Page Not Found | Developer Center');
    await closeContext(page.context());
  });
});

describe('loading states and failures', () => {
  it('shows the progress bar and spinner only when loading takes over 200 ms', async () => {
    const page = await open('/docs/getstarted', { noPrefetch: true });
    // Times measured in the page, so a loaded test machine cannot blur them.
    const watchNavigation = () =>
      page.evaluate(() => {
        const w = window as unknown as { __t: { click: number; bar: number | null; spinner: number | null; done: number | null } };
        const before = document.querySelector('main h1')?.textContent;
        w.__t = { click: 0, bar: null, spinner: null, done: null };
        document.addEventListener('click', () => (w.__t.click = performance.now()), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          const now = performance.now();
          if (w.__t.bar === null && document.querySelector('.progress-bar')) w.__t.bar = now;
          if (w.__t.spinner === null && document.querySelector('.page-loading')) w.__t.spinner = now;
          const h1 = document.querySelector('main h1')?.textContent;
          if (w.__t.done === null && h1 && h1 !== before) {
            w.__t.done = now;
            observer.disconnect();
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    const times = async () => {
      await page.waitForFunction(() => (window as unknown as { __t: { done: number | null } }).__t.done !== null);
      return page.evaluate(() => (window as unknown as { __t: { click: number; bar: number | null; spinner: number | null; done: number } }).__t);
    };

    // A quick change: no bar, unless it really took over 200 ms.
    await watchNavigation();
    await page.locator('.pagination-nav__link--next').click();
    let t = await times();
    if (t.bar !== null) expect(t.bar - t.click).toBeGreaterThanOrEqual(200);
    if (t.done - t.click < 180) expect(t.bar).toBeNull();

    // A slow one: the bar and the spinner come at 200 ms, not before, and go with the page.
    await page.route('**/_dc/data/docs/testing-sandboxmode.json', async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await watchNavigation();
    await page.locator('.pagination-nav__link--next').click();
    t = await times();
    expect(t.bar).not.toBeNull();
    expect(t.bar! - t.click).toBeGreaterThanOrEqual(200);
    expect(t.bar! - t.click).toBeLessThan(1000);
    expect(t.spinner! - t.click).toBeGreaterThanOrEqual(200);
    expect(await page.locator('main h1').first().textContent()).toBe('Testing in sandbox mode');
    expect(await page.locator('.progress-bar').count()).toBe(0);
    expect(await page.locator('.page-loading').count()).toBe(0);
    await closeContext(page.context());
  });

  it('does a full page load of the target when its data cannot be fetched (the network down), as the spec says', async () => {
    const page = await open('/docs/getstarted', { noPrefetch: true });
    await page.route('**/_dc/data/docs/integration-overview.json', (route) => route.abort('internetdisconnected'));
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForFunction(() => !(window as unknown as { __spa?: number }).__spa && document.querySelector('main h1')?.textContent === 'Integration overview');
    expect(new URL(page.url()).pathname).toBe('/docs/integration-overview');
    await closeContext(page.context());
  });

  it('shows the error in words for a reader, with Retry, when a page is loaded again with no navigation pending, and Retry works', async () => {
    const page = await open('/docs/getstarted', { noPrefetch: true });
    // A page that crashes, then whose data cannot be fetched when "Try again" loads it again.
    await page.route('**/_dc/data/docs/integration-overview.json', async (route) => {
      const real = await (await route.fetch()).json();
      await route.fulfill({ json: { ...real, content: [['Card', { title: 'x', to: 42 }]] } });
    });
    await page.locator('.pagination-nav__link--next').click();
    await page.getByRole('heading', { name: 'This page crashed.' }).waitFor();
    await page.unroute('**/_dc/data/docs/integration-overview.json');
    await page.route('**/_dc/data/docs/integration-overview.json', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Try again' }).click();
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('This page could not be loaded. Check your connection, then try again.');
    expect(await page.getByRole('alert').textContent()).not.toMatch(/TypeError|Failed to fetch/);
    await page.unroute('**/_dc/data/docs/integration-overview.json');
    await retry.click();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Integration overview');
    expect(await spaMarker(page)).toBe(1);
    await closeContext(page.context());
  });

  it('does a full page load of the target when the server has no data for it (a newer deploy)', async () => {
    const page = await open('/docs/getstarted', { noPrefetch: true });
    await page.route('**/_dc/data/docs/integration-overview.json', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForFunction(() => !(window as unknown as { __spa?: number }).__spa && document.querySelector('main h1')?.textContent === 'Integration overview');
    expect(new URL(page.url()).pathname).toBe('/docs/integration-overview');
    await closeContext(page.context());
  });

  it("shows 'This page crashed.' when a page fails to render, and 'Try again' renders it afresh", async () => {
    const page = await open('/docs/getstarted', { noPrefetch: true });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Page data whose content cannot be rendered: a component gets a value it cannot take (malformed
    // nodes are dropped by the renderer, so the value has to be a well-formed prop of the wrong type).
    await page.route('**/_dc/data/docs/integration-overview.json', async (route) => {
      const real = await (await route.fetch()).json();
      await route.fulfill({ json: { ...real, content: [['Card', { title: 'x', to: 42 }]] } });
    });
    await page.locator('.pagination-nav__link--next').click();
    await page.getByRole('heading', { name: 'This page crashed.' }).waitFor();
    await page.unroute('**/_dc/data/docs/integration-overview.json');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Integration overview');
    expect(await page.getByRole('heading', { name: 'This page crashed.' }).count()).toBe(0);
    await closeContext(page.context());
  });
});

describe('first load', () => {
  it('fetches the stylesheet first and the hydration scripts at low priority, each once, and hydrates', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    // What Chromium asks for and at what priority, as its network log says (Lighthouse reads the same).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const priorities: Record<string, string[]> = {};
    cdp.on('Network.requestWillBeSent', (e) => {
      const url = new URL(e.request.url);
      if (url.pathname.startsWith('/assets/')) (priorities[url.pathname] ??= []).push(e.request.initialPriority);
    });
    await page.goto(base + '/docs/getstarted');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const html = await page.content();
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)![1];
    const entry = /<script type="module" src="([^"]+)"/.exec(html)![1];
    const preloaded = [...html.matchAll(/<link rel="(?:module)?preload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloaded.length).toBeGreaterThan(0);
    expect(priorities[stylesheet]).toEqual(['VeryHigh']);
    // Scripts at high priority share a slow link with the stylesheet, and Lighthouse counts them as
    // blocking the first paint; the preloaded chunks are the very responses the module loader takes.
    for (const script of [entry, ...preloaded]) expect([script, priorities[script]]).toEqual([script, ['Low']]);
    await closeContext(context);
  });

  it('shows the last-updated date of an English page without making an Intl formatter', async () => {
    const context = await browser.newContext();
    // The first Intl formatter of a page loads the language's data: 11-15 ms in one piece, inside hydration.
    await context.addInitScript(() => {
      const counted = window as unknown as { __formatters: number };
      counted.__formatters = 0;
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
        construct(target, args) {
          counted.__formatters++;
          return Reflect.construct(target, args);
        },
      });
    });
    const page = await context.newPage();
    await page.goto(base + '/docs/getstarted');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect.poll(() => page.locator('.doc-footer__updated time').textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(await page.evaluate(() => (window as unknown as { __formatters: number }).__formatters)).toBe(0);
    await closeContext(context);
  });

  it("does not render the page's content again once hydrated", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // React reports each commit to the DevTools hook (production builds too): for every commit after
    // hydration's, the components that rendered (not kept as they were) whose output is in the content.
    await context.addInitScript(() => {
      type Fiber = { tag: number; child: Fiber | null; sibling: Fiber | null; alternate: Fiber | null; memoizedProps: unknown; memoizedState: unknown; stateNode: unknown };
      const log: number[] = [];
      (window as unknown as { __commits: number[] }).__commits = log;
      let committed = new WeakSet<Fiber>();
      const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
      const outputOf = (fiber: Fiber): Node | null => {
        for (let f: Fiber | null = fiber.child; f; f = f.child) if ((f.tag === 5 || f.tag === 6) && f.stateNode instanceof Node) return f.stateNode;
        return null;
      };
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        checkDCE() {},
        inject: () => 1,
        onScheduleFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onCommitFiberRoot(_id: number, root: { current: Fiber }) {
          const now = new WeakSet<Fiber>();
          let inContent = 0;
          const walk = (first: Fiber | null) => {
            for (let f = first; f; f = f.sibling) {
              now.add(f);
              // A fiber of the last commit's tree, not cloned, or a clone with the same props and state, was not rendered.
              const rendered = !committed.has(f) && (!f.alternate || f.memoizedProps !== f.alternate.memoizedProps || f.memoizedState !== f.alternate.memoizedState);
              if (rendered && COMPONENT_TAGS.has(f.tag)) {
                const node = outputOf(f);
                const element = node instanceof Element ? node : node?.parentElement;
                if (element?.closest('.markdown')) inContent++;
              }
              walk(f.child);
            }
          };
          walk(root.current.child);
          committed = now;
          log.push(inContent);
        },
      };
    });
    const page = await context.newPage();
    await page.goto(base + '/docs/api/v2/reference');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    // The TOC marks the heading being read once the page is in the browser: a commit after hydration's.
    await page.waitForSelector('nav.toc .toc__link--active');
    const commits = await page.evaluate(() => (window as unknown as { __commits: number[] }).__commits);
    expect(commits.length).toBeGreaterThan(1);
    // Hydration renders the content (its code blocks, heading links and links: 56 components); nothing after it does.
    expect(commits[0]).toBeGreaterThan(40);
    expect(commits.slice(1)).toEqual(commits.slice(1).map(() => 0));
    // Nor does reading on: the TOC follows the heading scrolled past, and only the TOC renders again.
    const first = await page.locator('nav.toc .toc__link--active').textContent();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction((before) => document.querySelector('nav.toc .toc__link--active')?.textContent !== before, first);
    const after = await page.evaluate(() => (window as unknown as { __commits: number[] }).__commits);
    expect(after.length).toBeGreaterThan(commits.length);
    expect(after.slice(1)).toEqual(after.slice(1).map(() => 0));
    await closeContext(context);
  });
});

describe('prefetch', () => {
  it('prefetches links in view and on hover, never twice, and then navigates without fetching', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const requests = dataRequests(page);
    await page.goto(base + '/docs/getstarted');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/_dc/data/docs/plugin/checkout.json')));
    expect(requests).toContain('/_dc/data/docs/plugin/checkout.json');
    const footerLink = page.locator('footer').getByRole('link', { name: 'Merchant support' });
    await footerLink.hover();
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/marketing/support.json')));
    await footerLink.hover();
    await page.mouse.move(0, 0);
    await footerLink.hover();
    await footerLink.click();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Merchant support');
    // Hovered three times and followed once: fetched once, and nothing is ever fetched twice.
    expect(requests.filter((r) => r === '/_dc/data/docs/marketing/support.json')).toHaveLength(1);
    expect(new Set(requests).size).toBe(requests.length);
    await closeContext(context);
  });

  for (const [name, connection] of [
    ['on 2g', { effectiveType: '2g', saveData: false }],
    ['with data saving on', { effectiveType: '4g', saveData: true }],
  ] as const) {
    it(`does not prefetch ${name}, but still navigates`, async () => {
      const context = await browser.newContext();
      await context.addInitScript((c) => Object.defineProperty(navigator, 'connection', { value: c, configurable: true }), connection);
      const page = await context.newPage();
      const requests = dataRequests(page);
      await page.goto(base + '/docs/getstarted');
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.locator('footer').getByRole('link', { name: 'Merchant support' }).hover();
      await page.waitForTimeout(500);
      expect(requests).toEqual([]);
      await page.locator('footer').getByRole('link', { name: 'Merchant support' }).click();
      await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Merchant support');
      expect(requests).toEqual(['/_dc/data/docs/marketing/support.json']);
      await closeContext(context);
    });
  }
});

describe('shell', () => {
  it('hides the navbar on scroll down and brings it back on scroll up', async () => {
    const page = await open('/docs/plugin/reference');
    const hidden = () => page.locator('nav.navbar').evaluate((n) => n.classList.contains('navbar--hidden'));
    // Wheel over the article: at (0, 0) the sidebar slides under the pointer once the navbar
    // hides, and it keeps its own scrolling (overscroll-behavior: contain) from the page.
    await page.mouse.move(700, 400);
    // Reference rule: it hides once the reader keeps scrolling down past the navbar.
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => window.scrollY >= 300);
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => window.scrollY >= 600);
    // Wheel scrolling is animated: allow it time to finish on a loaded machine.
    await expect.poll(hidden, { timeout: 5000 }).toBe(true);
    await page.mouse.wheel(0, -200);
    await expect.poll(hidden, { timeout: 5000 }).toBe(false);
    await closeContext(page.context());
  });

  it('highlights the TOC entry of the heading being read', async () => {
    const page = await open('/docs/api/v2/introduction');
    await page.evaluate(() => document.getElementById('idempotency')!.scrollIntoView());
    await expect.poll(() => page.locator('nav.toc .toc__link--active').textContent()).toBe('Idempotency');
    expect(await page.locator('nav.toc [aria-current="location"]').count()).toBe(1);
    await closeContext(page.context());
  });

  it('closes the mobile sidebar on Back without leaving the page, on a backdrop click and on a link click', async () => {
    const page = await open('/docs/plugin/checkout', { width: 375 });
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    const close = page.getByRole('button', { name: 'Close navigation bar' });
    await toggle.click();
    await close.waitFor();
    await page.goBack();
    await expect.poll(() => close.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/docs/plugin/checkout');
    await toggle.click();
    await page.locator('.navbar-sidebar__backdrop').click({ position: { x: 360, y: 400 } });
    await expect.poll(() => close.count()).toBe(0);
    await toggle.click();
    await page.locator('.navbar-sidebar').getByRole('link', { name: 'Customization' }).click();
    await page.waitForURL('**/docs/plugin/customization');
    await expect.poll(() => close.count()).toBe(0);
    expect(await spaMarker(page)).toBe(1);
    await closeContext(page.context());
  });

  it('keeps Tab and Shift+Tab inside the open mobile sidebar, out of the page under its backdrop', async () => {
    const page = await open('/docs/getstarted', { width: 375 });
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.getByRole('button', { name: 'Close navigation bar' }).waitFor();
    const inPanel = () => page.evaluate(() => !!document.activeElement?.closest('.navbar-sidebar'));
    const links = await page.locator('.navbar-sidebar a[href], .navbar-sidebar button').count();
    for (let i = 0; i < links + 3; i++) {
      await page.keyboard.press('Tab');
      expect(await inPanel(), `after ${i + 1} Tab`).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inPanel(), `after ${i + 1} Shift+Tab`).toBe(true);
    }
    await closeContext(page.context());
  });

  it('keeps the colour mode across client navigation', async () => {
    const page = await open('/docs/getstarted');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL('**/docs/integration-overview');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await page.getByRole('button', { name: 'Switch between dark and light mode (currently dark mode)' }).count()).toBe(1);
    await closeContext(page.context());
  });

  it('reads the stored docs version back', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('docs-preferred-version-default', 'current'));
    const page = await open('/', { context });
    await page.locator('.navbar__version [aria-haspopup]').click();
    expect(await page.locator('.navbar__version .dropdown__link').getAttribute('aria-current')).toBe('true');
    await closeContext(context);
  });
});

describe('hostile browser storage', () => {
  it('works when localStorage throws on every call', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      const deny = () => {
        throw new DOMException('denied', 'SecurityError');
      };
      Storage.prototype.getItem = deny;
      Storage.prototype.setItem = deny;
      Storage.prototype.removeItem = deny;
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    await page.goto(base + '/docs/getstarted');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL('**/docs/integration-overview');
    expect(problems).toEqual([]);
    await closeContext(context);
  });

  it('ignores garbage values', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      localStorage.setItem('theme', 'purple');
      localStorage.setItem('docusaurus.announcement.dismiss', '{not json');
      localStorage.setItem('docusaurus.announcement.id', '{"id":');
      localStorage.setItem('docs-preferred-version-default', 'v99');
      localStorage.setItem('docusaurus.tab.client', '<script>');
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(base + '/docs/api/v2/reference');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await expect.poll(() => page.locator('.announcement-bar').isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: 'PHP' }).first().getAttribute('aria-selected')).toBe('true');
    expect(problems).toEqual([]);
    await closeContext(context);
  });
});
