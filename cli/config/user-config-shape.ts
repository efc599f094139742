// What site.config.ts may hold, as the shape validate.ts checks it against before anything reads it
// (define-config.ts has the types authors see).
import type { Shape } from './validate.ts';

const str: Shape = { kind: 'string' };
const bool: Shape = { kind: 'boolean' };
/** A whole number of at least `min`, or 'ALL' (Docusaurus's blog postsPerPage and blogSidebarCount). */
const countOrAll = (min: number): Shape => ({
  kind: 'oneOf',
  pick: (v) => (v === 'ALL' ? { kind: 'enum', values: ['ALL'] } : Number.isInteger(v) && (v as number) >= min ? { kind: 'count', min } : `must be "ALL" or a whole number of at least ${min}, got ${JSON.stringify(v) ?? String(v)}`),
});
/** A heading level a table of contents may start or end at, as Docusaurus's theme takes it: 2 to 6. */
const headingLevel: Shape = {
  kind: 'oneOf',
  pick: (v) => (Number.isInteger(v) && (v as number) >= 2 && (v as number) <= 6 ? { kind: 'count', min: 2 } : `must be a heading level, a whole number from 2 to 6, got ${JSON.stringify(v) ?? String(v)}`),
};
const level: Shape = { kind: 'enum', values: ['throw', 'warn', 'ignore'] };
/** An admonition keyword: a name `:::name` can be written with (a letter, then letters, digits, '-' or '_'). */
const admonitionKeyword: Shape = {
  kind: 'oneOf',
  pick: (v) => (typeof v === 'string' && /^[A-Za-z][\w-]*$/.test(v) ? str : `must be a keyword written after ::: (a letter, then letters, digits, - or _), got ${JSON.stringify(v) ?? String(v)}`),
};
const linkFields = { label: { shape: str, required: true }, to: { shape: str }, href: { shape: str }, type: { shape: { kind: 'enum', values: ['link'] } } } as const;
const link: Shape = { kind: 'object', fields: linkFields };
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasAddress = (value: Record<string, unknown>) => value.to !== undefined || value.href !== undefined;
/** A dropdown's entry: a link, or a heading (`heading: true`) that titles the links after it and leads nowhere. */
const dropdownEntry: Shape = {
  kind: 'oneOf',
  pick: (v) =>
    isRecord(v) && v.heading === true && hasAddress(v)
      ? 'is a heading of its dropdown (heading: true), which leads nowhere: remove its `to`/`href`, or remove `heading` to make it a link'
      : { kind: 'object', fields: { ...linkFields, heading: { shape: bool } } },
};
/**
 * A navbar entry: a link, or a dropdown holding links. A dropdown's own address would be dropped
 * (the menu opens, it leads nowhere), and one with no link opens an empty menu: both said at the entry.
 */
const navbarItem: Shape = {
  kind: 'oneOf',
  pick: (v) => {
    if (isRecord(v) && v.items !== undefined) {
      if (hasAddress(v)) return 'is a dropdown (it has `items`), which has no address of its own: remove its `to`/`href` and put that link among its items, or remove `items` to make it a link';
      if (Array.isArray(v.items) && !v.items.some((entry) => isRecord(entry) && entry.heading !== true)) return 'is a dropdown with no link among its `items`: give it at least one { label, to }, or remove `items` to make it a link';
    }
    return { kind: 'object', fields: { ...linkFields, items: { shape: { kind: 'array', of: dropdownEntry } } } };
  },
};
/** An image's width or height, as Docusaurus takes it: a whole number of pixels or a string ("32"). */
const imageSize: Shape = {
  kind: 'oneOf',
  pick: (v) => (typeof v === 'string' ? str : Number.isInteger(v) && (v as number) >= 1 ? { kind: 'count' } : `must be a whole number of pixels or a string, got ${JSON.stringify(v) ?? String(v)}`),
};
const logo: Shape = {
  kind: 'object',
  fields: { src: { shape: str, required: true }, srcDark: { shape: str }, alt: { shape: str }, href: { shape: str }, width: { shape: imageSize }, height: { shape: imageSize } },
};
const sidebarItem: Shape = {
  kind: 'oneOf',
  pick: (v) => {
    if (typeof v === 'string') return str;
    if (typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'category') return category;
    if (typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'link') return link;
    if (typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'doc') return doc;
    return 'must be a doc id (string), { type: "doc", id }, { type: "category", label, items } or { type: "link", label, href }';
  },
};
const doc: Shape = {
  kind: 'object',
  fields: { type: { shape: { kind: 'enum', values: ['doc'] }, required: true }, id: { shape: str, required: true }, label: { shape: str }, className: { shape: str } },
};
const categoryLink: Shape = {
  kind: 'object',
  fields: {
    type: { shape: { kind: 'enum', values: ['doc', 'generated-index'] }, required: true },
    id: { shape: str },
    slug: { shape: str },
    title: { shape: str },
    description: { shape: str },
  },
};
const category: Shape = {
  kind: 'object',
  fields: {
    type: { shape: { kind: 'enum', values: ['category'] }, required: true },
    label: { shape: str, required: true },
    items: { shape: { kind: 'array', of: sidebarItem }, required: true },
    collapsed: { shape: bool },
    collapsible: { shape: bool },
    link: { shape: categoryLink },
    className: { shape: str },
  },
};

/** An origin a policy source may be: https: (or wss: where `socket`), a host or `*.` and a host, a port; no path, no keyword. */
const policyOrigin = (socket: boolean): Shape => ({
  kind: 'oneOf',
  pick: (v) =>
    typeof v === 'string' && new RegExp(`^(?:https${socket ? '|wss' : ''})://(?:\\*\\.)?[a-z0-9-]+(?:\\.[a-z0-9-]+)*(?::\\d{1,5})?$`, 'i').test(v)
      ? str
      : `must be an ${socket ? 'https: or wss:' : 'https:'} origin such as "https://api.example.com" or "https://*.example.com" (no path, no keyword such as 'unsafe-inline', no "*" alone), got ${JSON.stringify(v) ?? String(v)}`,
});
const policySources = (socket = false): { shape: Shape } => ({ shape: { kind: 'array', of: policyOrigin(socket) } });
/** The directives a site may add origins to; its scripts stay the build's own (hashed), said at the key. */
const contentSecurityPolicy: Shape = {
  kind: 'oneOf',
  pick: (v) =>
    isRecord(v) && (v['script-src'] !== undefined || v['default-src'] !== undefined)
      ? `sets ${v['script-src'] !== undefined ? 'script-src' : 'default-src'}, which the build keeps to the site's own files and the scripts it hashes: a script from elsewhere would run with every page's rights. Add the origins a component reaches to connect-src, frame-src, media-src, font-src or style-src instead`
      : { kind: 'object', fields: { 'connect-src': policySources(true), 'frame-src': policySources(), 'media-src': policySources(), 'font-src': policySources(), 'style-src': policySources() } },
};

export const userConfigShape: Shape = {
  kind: 'object',
  fields: {
    title: { shape: str, required: true },
    tagline: { shape: str },
    url: { shape: str, required: true },
    provider: { shape: { kind: 'object', fields: { name: { shape: str, required: true }, url: { shape: str, required: true } } }, required: true },
    image: { shape: str },
    favicon: { shape: str },
    editUrl: { shape: str },
    trailingSlash: { shape: bool },
    navbar: {
      shape: { kind: 'object', fields: {
          items: { shape: { kind: 'array', of: navbarItem }, required: true },
          right: { shape: { kind: 'array', of: navbarItem } },
          versionDropdown: { shape: bool },
          localeDropdown: { shape: bool },
          title: { shape: str },
          logo: { shape: logo },
        },
      },
      required: true,
    },
    sidebars: { shape: { kind: 'record', of: { kind: 'array', of: sidebarItem } }, required: true },
    footer: {
      shape: {
        kind: 'object',
        fields: {
          columns: {
            shape: { kind: 'array', of: { kind: 'object', fields: { title: { shape: str, required: true }, items: { shape: { kind: 'array', of: link }, required: true } } } },
          },
          copyright: { shape: str, required: true },
        },
      },
    },
    announcement: { shape: { kind: 'object', fields: { id: { shape: str, required: true }, text: { shape: str, required: true }, link: { shape: link } } } },
    contentSecurityPolicy: { shape: contentSecurityPolicy },
    colorMode: {
      shape: {
        kind: 'object',
        fields: { defaultMode: { shape: { kind: 'enum', values: ['light', 'dark'] } }, disableSwitch: { shape: bool }, respectPrefersColorScheme: { shape: bool } },
      },
    },
    tableOfContents: {
      shape: {
        kind: 'oneOf',
        pick: (v) =>
          // Either level left out is its default (2, 3): minHeadingLevel: 4 alone is above it.
          isRecord(v) && Number(v.minHeadingLevel ?? 2) > Number(v.maxHeadingLevel ?? 3)
            ? 'has its minHeadingLevel above its maxHeadingLevel (3 unless given), which would leave every table of contents empty'
            : { kind: 'object', fields: { minHeadingLevel: { shape: headingLevel }, maxHeadingLevel: { shape: headingLevel } } },
      },
    },
    i18n: {
      shape: {
        kind: 'object',
        fields: {
          defaultLocale: { shape: str, required: true },
          localeConfigs: {
            shape: {
              kind: 'record',
              of: { kind: 'object', fields: { label: { shape: str }, direction: { shape: { kind: 'enum', values: ['ltr', 'rtl'] } }, htmlLang: { shape: str } } },
            },
          },
        },
      },
    },
    docs: {
      shape: {
        kind: 'object',
        fields: {
          version: {
            shape: { kind: 'object', fields: { name: { shape: str }, label: { shape: str }, path: { shape: str }, mainDocId: { shape: str } } },
          },
          exclude: { shape: { kind: 'array', of: str } },
          include: { shape: { kind: 'array', of: str } },
          breadcrumbs: { shape: bool },
        },
      },
    },
    blog: { shape: { kind: 'object', fields: { path: { shape: str }, exclude: { shape: { kind: 'array', of: str } }, postsPerPage: { shape: countOrAll(1) }, sidebarCount: { shape: countOrAll(0) }, showReadingTime: { shape: bool }, title: { shape: str }, description: { shape: str }, sidebarTitle: { shape: str } } } },
    search: {
      shape: {
        kind: 'object',
        fields: {
          // Required, but the environment may give them: checked after the DEVCENTER_SEARCH_* overrides.
          appId: { shape: str },
          apiKey: { shape: str },
          indexName: { shape: str },
          contextualSearch: { shape: bool },
          searchPagePath: { shape: str },
          hosts: { shape: { kind: 'array', of: str } },
          mode: { shape: { kind: 'enum', values: ['auto', 'endpoint', 'static', 'hosted'] } },
          maxResultsPerGroup: { shape: { kind: 'count' } },
          insights: { shape: bool },
          insightsScriptUrl: { shape: str },
          insightsScriptIntegrity: { shape: str },
          missingResultsUrl: { shape: str },
        },
      },
    },
    redirects: { shape: { kind: 'array', of: { kind: 'object', fields: { from: { shape: str, required: true }, to: { shape: str, required: true } } } } },
    components: { shape: { kind: 'record', of: str } },
    markdown: { shape: { kind: 'object', fields: { math: { shape: bool }, githubAlerts: { shape: bool }, format: { shape: { kind: 'enum', values: ['mdx', 'md', 'detect'] } }, admonitions: { shape: { kind: 'object', fields: { keywords: { shape: { kind: 'array', of: admonitionKeyword }, required: true }, extendDefaults: { shape: bool } } } } } } },
    checks: {
      shape: {
        kind: 'object',
        fields: { brokenLinks: { shape: level }, brokenMarkdownLinks: { shape: level }, duplicateRoutes: { shape: level }, brokenAnchors: { shape: level } },
      },
    },
  },
};
