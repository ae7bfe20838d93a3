// Import rules that keep the code easy to change; `npm run lint` fails on any violation.
// A server module (server/src/modules/<name>) and a web feature (web/app/features/<name>) are
// each used from outside only through their index.ts, so their other files can change freely.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-module-internals',
      comment:
        'Another module is reached only through its index.ts: import from "../<module>/index.ts", ' +
        'and export what you need there.',
      severity: 'error',
      from: { path: '^server/src/modules/([^/]+)/' },
      to: {
        path: '^server/src/modules/[^/]+/',
        pathNot: ['^server/src/modules/$1/', '^server/src/modules/[^/]+/index\\.ts$'],
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
        'One feature uses another only through its index.ts ("~/features/<name>"); routes compose features.',
      severity: 'error',
      from: { path: '^web/app/features/([^/]+)/' },
      to: {
        path: '^web/app/features/[^/]+/',
        pathNot: ['^web/app/features/$1/', '^web/app/features/[^/]+/index\\.tsx?$'],
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
