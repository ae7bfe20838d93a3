import path from 'node:path';
import type { Plugin, Rollup, UserConfig } from 'vite';
import { chunkGraph, type OutputChunk } from './chunk-graph';
import { chunkCycle } from './chunk-order';
import { planPageGroups } from './page-groups';

type OutputBundle = Rollup.OutputBundle;

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
// The build's own virtual modules (`\0upahar…`) are the app's code, not helpers.
const HELPER = /^\0(?!.*upahar)/;
const PLANNING = 'UPAHAR_SHELL_PLANNING';
const STYLESHEET = /\.css(\?(?!url$)|$)/;

type Plan = Map<string, string>;
type Holder = { plan?: Plan };
// The first pass runs the config afresh (Vite loads it again), so it hands its plan back here.
const shared = globalThis as { __upaharShellPlan?: Holder };
shared.__upaharShellPlan ??= {};
const holder = shared.__upaharShellPlan;

const isFramework = (id: string) => FRAMEWORK.test(id) || HELPER.test(id);

/** Which modules of the first pass go into `shell`, `shop-shell` and the budgeted pages' groups. */
function planFrom(bundle: OutputBundle): Plan {
  const graph = chunkGraph(bundle);
  const root = graph.entry(ROOT);
  const layout = graph.entry(SHOP_LAYOUT);
  const plan: Plan = new Map();
  if (!root || !layout) return plan;
  const rootChunks = graph.closure(root);
  const layoutChunks = graph.closure(layout);
  // The root's and the layout's own modules too: they load with every page anyway, and their
  // entry files become a line that points into the shell.
  const place = (chunk: OutputChunk, name: 'shell' | 'shop-shell') => {
    for (const [id, info] of Object.entries(chunk.modules)) {
      // The stylesheet's module renders nothing, yet left alone it became an empty script every
      // page imported: it goes with the root's code like the rest of its file.
      if ((info.renderedLength > 0 || STYLESHEET.test(id)) && !plan.has(id))
        plan.set(id, isFramework(id) ? 'framework' : name);
    }
  };
  for (const chunk of rootChunks) place(chunk, 'shell');
  for (const chunk of layoutChunks) if (!rootChunks.has(chunk)) place(chunk, 'shop-shell');
  planPageGroups(graph, plan, isFramework);
  return plan;
}

/** The chunk a module is asked for in: `shell`, `shop-shell`, zod's own, or Rollup's choice. */
function chunkOf(id: string): string | undefined {
  if (id.includes('/node_modules/zod/')) return 'zod';
  if (process.env[PLANNING]) return undefined;
  // The framework's modules that only pages use (React DOM's portals) go with the framework too.
  return isFramework(id) ? 'framework' : holder.plan?.get(id);
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
      if (this.environment?.config.build.ssr) return;
      if (process.env[PLANNING]) {
        holder.plan = planFrom(bundle);
        return;
      }
      const cycle = chunkCycle(chunkGraph(bundle).chunks);
      if (cycle) this.error(`Browser files import each other: ${cycle.join(' -> ')}`);
    },
  };
}
