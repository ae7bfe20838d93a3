// Bundles the server (and the contract it imports) into dist/; packages stay external.
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // The contract workspace is TypeScript source: bundle it instead of importing it at run time.
  plugins: [
    {
      name: 'bundle-contract',
      setup(b) {
        b.onResolve({ filter: /^@upahar\/contract/ }, (args) => {
          const sub = args.path.replace('@upahar/contract', '').replace(/^\//, '');
          // The compiled texts are plain JavaScript modules, bundled as they are.
          if (sub === 'messages') {
            return { path: new URL('../contract/paraglide/messages.js', import.meta.url).pathname };
          }
          return { path: new URL(`../contract/src/${sub || 'index'}.ts`, import.meta.url).pathname };
        });
      },
    },
  ],
  logLevel: 'warning',
};

await build({
  ...common,
  entryPoints: {
    main: 'src/main.ts',
    'seed-cli': 'src/seed-cli.ts',
    'admin-cli': 'src/admin-cli.ts',
    'files-cli': 'src/files-cli.ts',
  },
  outdir: 'dist',
});
