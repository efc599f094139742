// `devcenter dev`: the site built in memory and served with live reload. Content changes are applied
// page by page; problems print with a code frame here and show in the browser; the server never exits
// because of content.
import { listenProblem } from './listen-problem.ts';
import { spawn } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { watch } from 'chokidar';
import { PACKAGE_ROOT } from '../package-root.ts';
import { CONFIG_FILE, DOCUSAURUS_CONFIG_FILES } from '../config/config-file.ts';
import type { SiteConfig } from '../config/resolve.ts';
import { startDevServer, type DevServer } from '../dev/dev-server.ts';
import { DevChanges } from '../dev/dev-changes.ts';
import { watchMissedFolders } from '../dev/watch-missed-folders.ts';
import { followedLinks, pathsThroughLinks, type FollowedLink } from '../dev/followed-links.ts';
import { lstatOrNull } from '../lstat-or-null.ts';
import { DevSite, type DevEvent } from '../dev/dev-site.ts';
import { ConfigError, ContentError, errorCount, plural, problemCount, type Diagnostic } from '../diagnostics.ts';
import { useColor } from './output.ts';
import { formatReport } from './report.ts';

/** How long the files must stay still after a change before its problems are said. */
const SETTLE_MS = 150;
/** The longest problems are held while changes keep coming (a generator writing content/ every 100 ms). */
const MAX_HOLD_MS = 2_000;

export interface DevCommandOptions {
  port: number;
  host: string;
  open?: boolean;
}

function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'cmd' : 'xdg-open';
  const args = process.platform === 'win32' ? ['/c', 'start', '', url] : [url];
  const child = spawn(command, args, { stdio: 'ignore', detached: true });
  child.on('error', () => console.log(`Could not open a browser: go to ${url}`));
  child.unref();
}

export async function runDev(root: string, options: DevCommandOptions): Promise<number> {
  const started = performance.now();
  let server: DevServer | null = null;
  let lastReport = '';
  let lastErrors = 0;
  // What `devcenter build` would print of the site as it is now: errors and warnings alike, then the
  // counts, so that an error fixed on a site with warnings is seen to be gone without scrolling back.
  const report = (diagnostics: Diagnostic[], checkedPages?: number) => {
    const text = diagnostics.length > 0 ? formatReport(diagnostics, { color: useColor(process.stderr), failed: false }) : '';
    // A site that starts clean said nothing: the author could not tell the background check was done.
    if (!text && !lastReport && checkedPages !== undefined) console.log(`✔ checked ${plural(checkedPages, 'page')}: no problems`);
    if (text === lastReport) return;
    const errors = errorCount(diagnostics);
    const counts = `${plural(errors, 'error')}, ${plural(problemCount(diagnostics) - errors, 'warning')}`;
    if (text) console.error(`${text}\n\n${errors === 0 && lastErrors > 0 ? `✔ no errors left: ${counts}` : `devcenter dev: ${counts}`}`);
    else if (lastReport) console.log('✔ no problems left');
    lastReport = text;
    lastErrors = errors;
  };
  // A change on disk is often many events (a folder renamed: its files added under the new name, then
  // removed under the old), applied one at a time: the problems of the site half-changed (a page
  // importing a partial not yet seen, a generated sidebar naming a doc not yet added) are none the
  // author made. Problems are said once no change is waiting and none came for SETTLE_MS.
  let changesWaiting = 0;
  let settling: NodeJS.Timeout | undefined;
  let heldProblems: DevEvent | null = null;
  // Held, but not for ever: a stream of changes (a file written every 100 ms) kept them unsaid. A
  // timer, not the next event, says them: a change that brings no new problems emits none.
  let holding: NodeJS.Timeout | undefined;
  const sayProblems = (event: DevEvent) => {
    if (event.type === 'problems') report(event.diagnostics, event.checkedPages);
    server?.broadcast(event);
  };
  const sayHeld = () => {
    clearTimeout(holding);
    holding = undefined;
    const held = heldProblems;
    heldProblems = null;
    if (held) sayProblems(held);
  };
  const settle = () => {
    clearTimeout(settling);
    settling = setTimeout(() => {
      settling = undefined;
      if (changesWaiting === 0) sayHeld();
    }, SETTLE_MS);
  };
  const emit = (event: DevEvent) => {
    if (event.type !== 'problems' || (changesWaiting === 0 && !settling)) return sayProblems(event);
    heldProblems = event;
    holding ??= setTimeout(sayHeld, MAX_HOLD_MS);
  };

  const site = new DevSite(root, PACKAGE_ROOT, emit);
  try {
    await site.start();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(formatReport(error.diagnostics, { color: useColor(process.stderr), failed: true }));
      await site.dispose();
      // A content file that stops the site (a _category_.json of the wrong shape) is no usage error.
      return error instanceof ContentError ? 1 : 2;
    }
    throw error;
  }
  const clientScript = await readFile(path.join(PACKAGE_ROOT, 'templates', 'dev-client.js'), 'utf8');
  try {
    server = await startDevServer({ site, host: options.host, port: options.port, clientScript });
  } catch (error) {
    await site.dispose();
    const problem = await listenProblem(error, options.host, options.port);
    if (!problem) throw error;
    console.error(problem.message);
    return problem.exitCode;
  }
  console.log(`devcenter dev: ${site.routes.length} routes ready in ${Math.round(performance.now() - started)} ms at ${server.url}/ (Ctrl+C to stop)`);
  if (options.open) openBrowser(`${server.url}/`);

  // One change at a time, in the order they happened.
  let queue = Promise.resolve();
  const enqueue = (work: () => Promise<void>) => {
    changesWaiting++;
    settle();
    queue = queue
      .then(work)
      .catch((error: unknown) => {
        console.error(error);
      })
      .finally(() => {
        if (--changesWaiting === 0) settle();
      });
  };
  const changes = new DevChanges(site);
  /** Pages whose save is queued and not yet taken. */
  const savesWaiting = new Set<string>();
  const contentDir = site.config.contentDir;
  const configFile = path.join(root, CONFIG_FILE);
  const docusaurusConfigFiles = DOCUSAURUS_CONFIG_FILES.map((name) => path.join(root, name));
  const staticDir = path.join(root, 'static');
  const ownDirs = [path.join(PACKAGE_ROOT, 'runtime'), path.join(PACKAGE_ROOT, 'templates')];
  const themeDir = path.join(root, 'src', 'theme');
  const isMdxComponents = (file: string) => file.startsWith(themeDir + path.sep) && /^MDXComponents(?:\.[cm]?[jt]sx?)?$/.test(path.relative(themeDir, file).split(path.sep)[0]);
  const onPathEvent = (event: string, file: string) => {
    if (process.env.DEVCENTER_DEV_DEBUG) console.log(`[dev] ${event} ${file}`);
    if (file === configFile) enqueue(() => changes.configChanged());
    // Without a site.config.ts, the Docusaurus config is read as data for its title, navbar, footer…
    // …or from the module of the site it only imports (Buck2's config_impl.ts).
    else if (docusaurusConfigFiles.includes(file) || site.docusaurusConfigModules.includes(file)) enqueue(() => changes.docusaurusConfigChanged());
    else if (site.derivedSidebars && isSidebarInput(file, root, contentDir)) enqueue(() => site.sidebarsChanged());
    else if (site.bundle.siteInputs.includes(file)) enqueue(() => site.runtimeChanged());
    else if (isMdxComponents(file)) enqueue(() => changes.themeComponentsChanged(file));
    else if (file === site.config.codeTranslationsFile) enqueue(() => changes.codeTranslationsChanged(file));
    else if (file.startsWith(contentDir + path.sep) && /\.mdx?$/.test(file)) {
      if (event === 'change') {
        // A page saved again before its last save was taken is taken once (it is read when taken):
        // a generator rewriting a page every 50 ms queued one save per write, and where taking one
        // costs more than 50 ms (a loaded machine) the queue grew, an author's own save behind it.
        if (savesWaiting.has(file)) return settle();
        savesWaiting.add(file);
        enqueue(() => {
          savesWaiting.delete(file);
          return changes.contentChanged(file);
        });
      } else {
        savesWaiting.delete(file);
        if (event === 'add') enqueue(() => changes.contentAdded(file));
        else if (event === 'unlink') enqueue(() => changes.contentRemoved(file));
      }
    } else if (file.startsWith(contentDir + path.sep)) {
      enqueue(() => site.contentFilesChanged());
      enqueue(() => changes.includedFileChanged(file));
    }
    else if (file.startsWith(staticDir + path.sep)) enqueue(() => changes.staticChanged(file));
    else if (ownDirs.some((dir) => file.startsWith(dir + path.sep))) enqueue(() => site.runtimeChanged());
  };
  const insideNodeModules = (file: string) => file.includes(`${path.sep}node_modules${path.sep}`);
  // The links of content/ and static/ the build follows (they stay in their folder): the watchers do
  // not follow them, so an event at what one leads to is taken at the path through it too, and a
  // link made or removed while dev runs has the folders compared with the site again.
  let links: FollowedLink[] = [];
  const linksAgain = async () => {
    links = await followedLinks([contentDir, staticDir], insideNodeModules);
  };
  const isLinkChange = (event: string, file: string) =>
    (event === 'add' && lstatOrNull(file)?.isSymbolicLink() === true) ||
    ((event === 'unlink' || event === 'unlinkDir') && links.some(({ link }) => link === file || link.startsWith(file + path.sep)));
  const onEvent = (event: string, file: string) => {
    onPathEvent(event, file);
    for (const through of pathsThroughLinks(file, links)) onPathEvent(event, through);
    if ((file.startsWith(contentDir + path.sep) || file.startsWith(staticDir + path.sep)) && isLinkChange(event, file))
      enqueue(async () => {
        await linksAgain();
        await changes.catchUp();
      });
  };
  // The config is watched through its folder (depth 0): a watch on the file alone was seen to miss
  // a save that came soon after the previous one.
  const watchers = [
    // Links are watched as links, never followed: a link in content/ to /etc or / (which the build
    // refuses) had chokidar watch, and scan, everything it leads to.
    watch([contentDir, staticDir, ...ownDirs], { ignoreInitial: true, followSymlinks: false, ignored: insideNodeModules }),
    // A config module of the site beside docusaurus.config.* is watched with it (one in a folder of its own is not).
    watch(root, { ignoreInitial: true, depth: 0, ignored: (file) => file !== root && file !== configFile && !docusaurusConfigFiles.includes(file) && !site.docusaurusConfigModules.includes(file) && !isSidebarInput(file, root, contentDir) }),
  ];
  // The default language's code.json and the folders on its way, made or not yet (chokidar sees no
  // file whose folder is missing when it starts).
  const codeJsonWay = (file: string) => {
    const wanted = site.config.codeTranslationsFile;
    return file === wanted || wanted.startsWith(file + path.sep);
  };
  const codeJsonWatcher = watch(root, { ignoreInitial: true, depth: 2, followSymlinks: false, ignored: (file) => file !== root && !codeJsonWay(file) });
  watchers.push(codeJsonWatcher);
  // A swizzled src/theme/MDXComponents gives every page theme components (site-component-use.ts).
  if (existsSync(themeDir)) watchers.push(watch(themeDir, { ignoreInitial: true, depth: 1, ignored: (file) => file !== themeDir && !isMdxComponents(file) }));
  // The site's own components: the folders of their files (a change to one is a new bundle).
  const componentDirs = componentFolders(site.config);
  if (componentDirs.length > 0) watchers.push(watch(componentDirs, { ignoreInitial: true, followSymlinks: false, ignored: insideNodeModules }));
  for (const watcher of watchers) watcher.on('all', (event, file) => {
    onEvent(event, file);
    void remember(file);
  });
  // The server answers before the watchers have scanned the folders: what changed meanwhile is
  // found by comparing once they are ready.
  // A folder renamed during their first scan is not watched under its new name: it is given to them
  // first, so what is saved in it after the comparison raises events.
  void Promise.all(watchers.map((watcher) => new Promise<void>((resolve) => watcher.once('ready', () => resolve())))).then(() =>
    enqueue(async () => {
      const missed = await watchMissedFolders(watchers[0]!, [contentDir, staticDir], insideNodeModules);
      // i18n/<locale>/ made while that watcher scanned the root.
      missed.push(...(await watchMissedFolders(codeJsonWatcher, [path.join(root, 'i18n')], (folder) => !codeJsonWay(folder))));
      await linksAgain();
      if (process.env.DEVCENTER_DEV_DEBUG && missed.length > 0) console.log(`[dev] watching folders the first scan missed: ${missed.join(', ')}`);
      await changes.catchUp();
    }),
  );

  // fs.watch can fold two quick writes of one file into one event that chokidar then drops (same
  // coarse mtime, newer atime). Files saved in the last half minute are looked at again every
  // 200 ms, so a save is never lost.
  const recent = new Map<string, { signature: string; at: number }>();
  const signatureOf = async (file: string) => {
    const info = await stat(file).catch(() => null);
    return info ? `${info.mtimeMs}:${info.size}:${info.ino}` : 'gone';
  };
  const remember = async (file: string) => recent.set(file, { signature: await signatureOf(file), at: Date.now() });
  const recheck = setInterval(async () => {
    for (const [file, seen] of recent) {
      if (Date.now() - seen.at > 30_000) {
        recent.delete(file);
        continue;
      }
      const signature = await signatureOf(file);
      if (signature === seen.signature) continue;
      recent.set(file, { signature, at: seen.at });
      onEvent(signature === 'gone' ? 'unlink' : seen.signature === 'gone' ? 'add' : 'change', file);
    }
  }, 200);
  recheck.unref();

  await new Promise<void>((resolve) => {
    const stop = () => {
      clearInterval(recheck);
      clearTimeout(settling);
      clearTimeout(holding);
      void Promise.all([...watchers.map((w) => w.close()), server!.close(), site.dispose()]).then(() => resolve());
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}

/** The folders of the site's registered component files. */
function componentFolders(config: SiteConfig): string[] {
  const files = Object.values(config.components).filter((where) => where.startsWith('./'));
  return [...new Set(files.map((file) => path.dirname(path.join(config.root, file))))];
}

/** What a zero-config root's sidebars are made of besides its pages: sidebars.js/.ts at the root,
 * and the `_category_` files of content/. */
function isSidebarInput(file: string, root: string, contentDir: string): boolean {
  const name = path.basename(file);
  if (path.dirname(file) === root) return /^sidebars\.(?:[cm]?js|[cm]?ts|json)$/.test(name);
  return file.startsWith(contentDir + path.sep) && /^_category_\.(?:json|ya?ml)$/.test(name);
}
