// Import rules that keep the code easy to change; `npm run lint` fails on any violation.
// A server module (server/src/modules/<name>) and a web feature (web/app/features/<name>) are
// each used from outside only through their index.ts, so their other files can change freely.
//
// Every table has one owner module, named at the top of its schema file. Only the owner, the
// database code (server/src/db: client, migrations, seed, factories) and test code import a
// table; another module reads it through the owner's read model, <owner>/tables.ts, a second
// door that imports nothing but the owner's schema files, so any module may join on it without
// an import cycle. Writes go through the owner's index.ts (scripts/check-table-writes.mjs checks
// that no module writes a table it only reads).
const { schemaFiles, TEST_CODE } = require('./scripts/table-owners.cjs');

/** One rule per schema file: only its owner module, the database code and test code import it. */
const tableOwnerRules = schemaFiles().map(({ file, owner }) => ({
  name: `table-owner:${file.replace(/\.ts$/, '')}`,
  comment:
    `The tables in server/src/db/schema/${file} belong to the ${owner} module: read them through ` +
    `"../${owner}/tables.ts", change them through a function "../${owner}/index.ts" exports.`,
  severity: 'error',
  from: {
    path: '^server/src/',
    pathNot: ['^server/src/db/', '^server/src/test/', `^server/src/modules/${owner}/`, TEST_CODE],
  },
  to: { path: `^server/src/db/schema/${file.replace(/\./g, '\\.')}$` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...tableOwnerRules,
    {
      name: 'no-schema-barrel',
      comment:
        'Application code imports the schema file of each table it owns (db/schema/<file>.ts), so ' +
        'the table-owner rules can see which tables it uses; only database and test code use the barrel.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: ['^server/src/db/', '^server/src/test/', TEST_CODE] },
      to: { path: '^server/src/db/schema/index\\.ts$' },
    },
    {
      name: 'read-model-stands-alone',
      comment:
        "A module's tables.ts only re-exports its own tables, so that importing it never makes a cycle.",
      severity: 'error',
      from: { path: '^server/src/modules/[^/]+/tables\\.ts$' },
      to: { path: '^server/src/', pathNot: '^server/src/db/schema/' },
    },
    {
      name: 'server-module-internals',
      comment:
        'Another module is reached only through its index.ts (and its tables through its tables.ts): ' +
        'import from "../<module>/index.ts", and export what you need there.',
      severity: 'error',
      from: { path: '^server/src/modules/([^/]+)/' },
      to: {
        path: '^server/src/modules/[^/]+/',
        pathNot: [
          '^server/src/modules/$1/',
          '^server/src/modules/[^/]+/index\\.ts$',
          '^server/src/modules/[^/]+/tables\\.ts$',
        ],
      },
    },
    {
      name: 'server-module-internals-from-outside',
      comment: 'app.ts, plugins, the database code and test helpers use a module through its index.ts only.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: '^server/src/modules/' },
      to: { path: '^server/src/modules/[^/]+/', pathNot: '^server/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'web-feature-internals',
      comment:
        'One feature uses another only through its index.ts ("~/features/<name>"), or its staff door ' +
        '("~/features/<name>/staff") from staff screens; routes compose features.',
      severity: 'error',
      from: { path: '^web/app/features/([^/]+)/' },
      to: {
        path: '^web/app/features/[^/]+/',
        pathNot: [
          '^web/app/features/$1/',
          '^web/app/features/[^/]+/index\\.tsx?$',
          '^web/app/features/[^/]+/staff/index\\.tsx?$',
        ],
      },
    },
    {
      name: 'staff-door-for-staff-only',
      comment:
        'A feature\'s staff screens ("~/features/<name>/staff") are for the dashboard\'s routes and other ' +
        'staff screens only, so that no shopper page carries staff code.',
      severity: 'error',
      from: {
        path: '^web/app/',
        pathNot: ['^web/app/routes/dashboard/', '^web/app/features/[^/]+/staff/'],
      },
      to: { path: '^web/app/features/[^/]+/staff/' },
    },
    {
      name: 'dashboard-routes-through-doors',
      comment:
        'A dashboard route imports a feature only through its index.ts or its staff/index.ts, so the ' +
        "feature's other files can change freely.",
      severity: 'error',
      from: { path: '^web/app/routes/dashboard/' },
      to: {
        path: '^web/app/features/[^/]+/',
        pathNot: ['^web/app/features/[^/]+/index\\.tsx?$', '^web/app/features/[^/]+/staff/index\\.tsx?$'],
      },
    },
    {
      name: 'routes-use-feature-doors',
      comment:
        'Routes, shared components and lib use a feature only through its door: "~/features/<name>" ' +
        '(its index.ts), or "~/features/<name>/staff" for the staff side; export what you need there.',
      severity: 'error',
      // The dashboard's routes still reach into the dashboard feature while it moves to the
      // features' staff doors; they join this rule once that move is done.
      from: { path: '^web/app/(routes|components|lib)/', pathNot: '^web/app/routes/dashboard/' },
      to: {
        path: '^web/app/features/[^/]+/.+',
        pathNot: ['^web/app/features/[^/]+/index\\.tsx?$', '^web/app/features/[^/]+/staff/index\\.tsx?$'],
      },
    },
    {
      name: 'contract-stands-alone',
      comment: 'The contract is shared by server and web and imports neither.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(server|web)/' },
    },
    {
      name: 'web-never-imports-server',
      comment: 'The web app talks to the server through the API only.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'no-circular-modules',
      comment: 'Two modules that import each other are one module in disguise.',
      severity: 'error',
      from: { path: '^server/src/modules/([^/]+)/' },
      to: { circular: true, path: '^server/src/modules/', pathNot: '^server/src/modules/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|build|dist|\\.react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'web', 'tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    combinedDependencies: true,
  },
};
