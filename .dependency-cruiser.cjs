/**
 * The layers of the code base (docs/architecture.md draws them), enforced in `npm test` by `npm run deps`.
 * Each rule names what it protects; `path` and `pathNot` are regular expressions on repository paths.
 */
const sharedLayers = '^src/(components|lib|api|i18n|ui|session)/';

module.exports = {
  forbidden: [
    {
      name: 'feature-imports-feature',
      comment:
        'A feature slice imports the shared layers (components, lib, api, session, i18n, ui), machines and common/, never another slice: what two slices need moves down into a shared layer, and only routes compose slices.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'shared-layer-imports-feature',
      comment: 'The shared layers sit below the features and routes and know nothing of them.',
      severity: 'error',
      from: { path: sharedLayers },
      to: { path: '^src/(features|routes)/' },
    },
    {
      name: 'ui-kit-knows-the-app',
      comment: 'The UI kit wraps react-aria-components with our styles; it knows no data, session or screen.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/(api|components|session|lib|features|routes)/|^machines/|^openapi/' },
    },
    {
      name: 'lib-knows-the-app',
      comment:
        'src/lib holds plain hooks and helpers: it imports only itself, common/ and the contract types.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/(?!lib/)|^machines/' },
    },
    {
      name: 'api-knows-the-screens',
      comment: 'The API layer (clients, query options) knows no widget, session state or screen.',
      severity: 'error',
      from: { path: '^src/api/' },
      to: { path: '^src/(components|session|ui|features|routes)/' },
    },
    {
      name: 'machine-imports-react-or-clients',
      comment:
        'A machine is pure logic: its effects are injected actors, so it imports neither React, the router, the query cache, the API clients nor the browser app.',
      severity: 'error',
      from: { path: '^machines/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^src/|^server/|^node_modules/(react|react-dom|@tanstack|openapi-fetch|react-aria-components)/',
      },
    },
    {
      name: 'server-imports-browser',
      comment:
        'The server does not import the browser app or its machines: what both sides need lives in common/.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(src|machines)/' },
    },
    {
      name: 'browser-imports-server',
      comment: 'The browser app does not import the server: what both sides need lives in common/.',
      severity: 'error',
      from: { path: '^(src|machines)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^server/' },
    },
    {
      name: 'common-imports-a-side',
      comment:
        'common/ holds what both sides share: it imports neither side (only the generated contract types).',
      severity: 'error',
      from: { path: '^common/' },
      to: { path: '^(src|machines|server)/' },
    },
    {
      name: 'no-circular',
      comment: 'A cycle makes the load order matter and the layers meaningless.',
      severity: 'error',
      from: { path: '^(src|machines|common|server)/' },
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|data|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
