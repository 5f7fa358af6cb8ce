/**
 * The layers of the three source trees, written as rules and checked by `npm run lint:layers`
 * (part of `npm run check`), so a change that breaks them fails CI instead of waiting for review.
 */

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'not-to-unresolvable',
      comment:
        'An import the check cannot follow is an edge it cannot judge: if resolving `.js` to `.ts` or ' +
        '`@zeng/contract/*` ever broke, every rule below would pass without looking.',
      severity: 'error',
      from: { path: '^(packages/contract/src|apps/server/src|apps/web/src)/' },
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      comment:
        'Files that import each other cannot be read, tested or moved one at a time, and a runtime circle ' +
        'makes load order decide whether a value is defined yet. Type-only imports count too: they ' +
        'vanish at run time but still tie the two files together, and the cure (the shared type in a ' +
        'file of its own) is cheap.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'modules-not-plugins',
      comment:
        'Plugins wire a module into Fastify (hooks, decorators, error answers); modules hold the rules ' +
        'and must work without the framework around them, so what both need lives in modules/ or lib/.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/plugins/' },
    },
    {
      name: 'repository-not-other-repository',
      comment:
        "A repository owns its module's tables; a write that spans two modules belongs to a service (or " +
        'the lifecycle) that calls both, so the SQL of one module can change without reading the other.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/[^/]*repository[^/]*\\.ts$' },
      to: {
        path: '^apps/server/src/modules/[^/]+/[^/]*repository[^/]*\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'feature-not-other-feature',
      comment:
        'A feature is removable and readable on its own; pages in app/ compose features, and what two ' +
        'features share moves down to lib/ or components/ (bulletproof-react). Tests and test kits too: ' +
        'a test that needs another feature is testing the page, which belongs in app/ or the end-to-end suite.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'shared-not-features',
      comment:
        'lib/ and components/ sit below the features (shared → features → app): a shared file that ' +
        'imported a feature would pull that feature into every page that uses it.',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'contract-not-apps',
      comment:
        'The contract is what both apps agree on and depends on zod alone; importing from an app would ' +
        'make one side part of the agreement.',
      severity: 'error',
      from: { path: '^packages/contract/src/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    // Packages are leaves: their insides are not ours to judge, and skipping them keeps the check fast.
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are read too (the circle rule counts them) and `.js` specifiers resolve to
    // the `.ts` files beside them (dependency-cruiser retries with TypeScript extensions).
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    // `@zeng/contract/<name>` resolves through the package's exports map to packages/contract/src/<name>.ts.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
