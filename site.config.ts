// The Developer Center: everything the site shows that is not page content lives here.
// The provider is fictitious: its name and website appear in this file only.
import { defineConfig } from 'devcenter/config';

const provider = { name: 'Finvoya', url: 'https://www.finvoya.example' };

export default defineConfig({
  title: 'Developer Center',
  tagline: 'Offer your customers a better way to pay.',
  url: 'https://developers.finvoya.example',
  provider,
  editUrl: 'https://git.finvoya.example/developer-center/edit/main/',
  navbar: {
    items: [
      { label: 'Get Started', to: '/docs/getstarted' },
      { label: 'Plugin', to: '/docs/plugin/introduction' },
      { label: 'Api Reference', to: '/docs/api/v2/introduction' },
      { label: 'E-Commerce', to: '/docs/ecommerce/introduction' },
      { label: 'Marketing Guides', to: '/docs/marketing/introduction' },
    ],
    right: [{ label: 'Main Website', href: provider.url }],
    versionDropdown: true,
    localeDropdown: true,
  },
  sidebars: {
    plugin: [
      { type: 'category', label: 'General', items: ['getstarted', 'integration-overview', 'testing-sandboxmode'] },
      {
        type: 'category',
        label: 'API',
        items: ['api/v2/application', 'api/v2/introduction', 'api/v2/reference', 'api/v2/responsesanderrors'],
      },
      {
        type: 'category',
        label: 'Ecommerce',
        items: [
          'ecommerce/ammoready',
          'ecommerce/bigcommerce',
          'ecommerce/bigcommerce-legacy-accounts',
          'ecommerce/cds',
          'ecommerce/celerant',
          'ecommerce/coreware',
          'ecommerce/introduction',
          'ecommerce/magento2',
          'ecommerce/shopify',
          'ecommerce/woocommerce',
        ],
      },
      {
        type: 'category',
        label: 'Plugin',
        items: [
          'plugin/changelog',
          'plugin/checkout',
          'plugin/customization',
          'plugin/introduction',
          'plugin/ordergeneration',
          'plugin/prequalification',
          'plugin/reference',
        ],
      },
    ],
    marketing: ['marketing/compliance', 'marketing/email', 'marketing/introduction', 'marketing/online', 'marketing/support'],
  },
  footer: {
    columns: [
      {
        title: 'Docs',
        items: [
          { label: 'Get Started', to: '/docs/getstarted' },
          { label: 'Checkout plugin', to: '/docs/plugin/introduction' },
          { label: 'API v2', to: '/docs/api/v2/introduction' },
        ],
      },
      {
        title: 'Guides',
        items: [
          { label: 'E-Commerce connectors', to: '/docs/ecommerce/introduction' },
          { label: 'Marketing guides', to: '/docs/marketing/introduction' },
          { label: 'Sandbox testing', to: '/docs/testing-sandboxmode' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Merchant support', to: '/docs/marketing/support' },
          { label: 'Main Website', href: provider.url },
        ],
      },
    ],
    copyright: `Copyright © 2024 ${provider.name}, Inc. All rights reserved.`,
  },
  announcement: {
    id: 'api-v2-2024',
    text: 'API v2 is here: idempotent requests and faster application decisions.',
    link: { label: 'Read the API v2 introduction', to: '/docs/api/v2/introduction' },
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  docs: { version: { name: 'current', label: 'Next', path: '/docs', mainDocId: 'getstarted' } },
  search: {
    // The embedded search endpoint of `devcenter serve` / `dev` accepts these; a hosted index needs its own.
    appId: 'DEVCENTER',
    apiKey: 'devcenter-search-key',
    indexName: 'devcenter',
    contextualSearch: true,
    searchPagePath: 'search',
  },
  redirects: [{ from: '/docs/ecommerce/celerant-eda', to: '/docs/ecommerce/celerant' }],
  checks: { brokenLinks: 'throw', brokenMarkdownLinks: 'throw', duplicateRoutes: 'warn', brokenAnchors: 'warn' },
});
