import path from 'node:path';
import type { Plugin, Rollup, UserConfig } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

// One file for the code every storefront page runs.
//
// Rollup splits shared code by the set of entries that use it, and to Rollup the root route and
// each page are separate entries: it does not know that the root and the shop's layout load with
// every page. So what they share with different pages (the cart, the header's parts, the card,
// the date formatter, the API client...) came out as about thirty small files that every page
// loaded one by one. Each file is compressed alone, and the same code compresses about a quarter
// smaller in one file: 34 KB of gzip in 29 files on every page.
//
// Which modules those are is only known once Rollup has shaken the code and split it, so the
// browser's build runs twice: a first, unwritten and unminified pass splits the code as Rollup
// would; its files that the root and the layout import, directly or through one another, are
// then asked for as two chunks of the real build: `shell` (what the root needs, which every page
// loads, the dashboard's included) and `shop-shell` (what the shop's layout adds). Only those
// modules go there (`onlyExplicitManualChunks`), so nothing a page does not load joins them. The
// framework (React, React DOM, React Router) gets a file of its own, as in a bare app; left where
// Rollup put it, it could share a file with a small module of the app that needs the shell, and
// two files that import each other start in the wrong order. zod has a
// file of its own too: only the pages that validate a form load it, instead of it riding along in
// whatever shared file a small contract constant lands in.

const ROOT = '/app/root.tsx';
const SHOP_LAYOUT = '/app/routes/shop-layout.tsx';
const FRAMEWORK = /\/node_modules\/(react|react-dom|react-router|scheduler|@react-router)\//;
// The bundler's own helpers (reading CommonJS packages such as React, preloading): the framework
// needs them, so they sit with it.
const HELPER = /^\0/;
const PLANNING = 'UPAHAR_SHELL_PLANNING';

type Plan = Map<string, 'shell' | 'shop-shell' | 'framework'>;
type Holder = { plan?: Plan };
// The first pass runs the config afresh (Vite loads it again), so it hands its plan back here.
const shared = globalThis as { __upaharShellPlan?: Holder };
shared.__upaharShellPlan ??= {};
const holder = shared.__upaharShellPlan;

/** The chunks `start` loads statically, itself included. */
function closure(start: OutputChunk, byFile: Map<string, OutputChunk>): Set<OutputChunk> {
  const seen = new Set<OutputChunk>();
  const queue = [start];
  while (queue.length) {
    const chunk = queue.pop() as OutputChunk;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) queue.push(next);
    }
  }
  return seen;
}

/** Which modules of the first pass go into `shell` and `shop-shell`. */
function planFrom(bundle: OutputBundle): Plan {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = (suffix: string) =>
    chunks.find((c) => c.isEntry && c.facadeModuleId?.split('?')[0].endsWith(suffix));
  const root = entry(ROOT);
  const layout = entry(SHOP_LAYOUT);
  const plan: Plan = new Map();
  if (!root || !layout) return plan;
  const rootChunks = closure(root, byFile);
  const layoutChunks = closure(layout, byFile);
  const place = (chunk: OutputChunk, name: 'shell' | 'shop-shell') => {
    if (chunk.isEntry) return;
    for (const [id, info] of Object.entries(chunk.modules)) {
      if (info.renderedLength > 0 && !plan.has(id))
        plan.set(id, FRAMEWORK.test(id) || HELPER.test(id) ? 'framework' : name);
    }
  };
  for (const chunk of rootChunks) place(chunk, 'shell');
  for (const chunk of layoutChunks) if (!rootChunks.has(chunk)) place(chunk, 'shop-shell');
  return plan;
}

/** The chunk a module is asked for in: `shell`, `shop-shell`, zod's own, or Rollup's choice. */
function chunkOf(id: string): string | undefined {
  if (id.includes('/node_modules/zod/')) return 'zod';
  return process.env[PLANNING] ? undefined : holder.plan?.get(id);
}

/** Runs the first pass before the browser's build, and records its plan. */
export function shellChunk(): Plugin {
  return {
    name: 'upahar:shell-chunk',
    apply: 'build',
    async config(config: UserConfig, env) {
      // Only the browser's build of `react-router build`: the server's keeps Rollup's own split
      // (it is not downloaded, and its modules differ), and other commands that read this config
      // (the route types) build nothing.
      const context = (config as { __reactRouterEnvironmentBuildContext?: { name?: string } })
        .__reactRouterEnvironmentBuildContext;
      if (context?.name !== 'client' || config.build?.ssr) return;
      const output = {
        build: { rollupOptions: { output: { manualChunks: chunkOf, onlyExplicitManualChunks: true } } },
      };
      // The first pass does not merge small files: a merged file can carry modules the root does
      // not need, which would then ride along in the shell.
      if (process.env[PLANNING])
        return {
          build: {
            rollupOptions: { output: { ...output.build.rollupOptions.output, experimentalMinChunkSize: 0 } },
          },
        };
      process.env[PLANNING] = '1';
      try {
        const { build } = await import('vite');
        const root = config.root ?? process.cwd();
        // The React Router plugin's own options for this build are passed on as they came.
        const routerOptions = Object.fromEntries(
          Object.entries(config).filter(([key]) => key.startsWith('__reactRouter')),
        );
        await build({
          ...routerOptions,
          root,
          mode: env.mode,
          configFile: path.join(root, 'vite.config.ts'),
          logLevel: 'warn',
          build: { ssr: false, write: false, minify: false, emptyOutDir: false },
        });
      } finally {
        delete process.env[PLANNING];
      }
      return output;
    },
    generateBundle(_options, bundle) {
      if (process.env[PLANNING] && !this.environment?.config.build.ssr) holder.plan = planFrom(bundle);
    },
  };
}
