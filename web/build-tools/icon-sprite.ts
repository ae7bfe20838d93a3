import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { BRAND_ICONS } from '../app/components/icon/brand-icons';

const ID = 'virtual:upahar/icon-sprite';
const RESOLVED = `\0${ID}`;
const ONE_ICON = '\0upahar-icon:';
const ICON_LINE = /^export const (\w+) = \/\* @__PURE__ \*\/ icon\('([a-z0-9-]+)'\);$/gm;
const DEV_URL = '/@upahar/icons.svg';
const iconList = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../app/components/icon/icons.ts',
);

type IconNode = [tag: string, attrs: Record<string, string | number>][];

const escapeAttr = (v: string | number) =>
  String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The lucide drawings the icon list names, one `<symbol>` each, in one SVG document. */
export async function buildSprite(): Promise<string> {
  const source = fs.readFileSync(iconList, 'utf8');
  const names = [
    ...new Set([...source.matchAll(/icon\('([a-z0-9-]+)'\)/g)].map((m) => m[1] as string)),
  ].sort();
  const symbols: string[] = [];
  for (const name of names) {
    const { __iconData } = (await import(`lucide-react/icons/${name}`)) as {
      __iconData: { node: IconNode; size?: number };
    };
    const size = __iconData.size ?? 24;
    const shapes = __iconData.node.map(([tag, attrs]) => {
      const list = Object.entries(attrs)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => `${key}="${escapeAttr(value)}"`)
        .join(' ');
      return `<${tag} ${list}/>`;
    });
    symbols.push(`<symbol id="${name}" viewBox="0 0 ${size} ${size}">${shapes.join('')}</symbol>`);
  }
  for (const [name, shapes] of Object.entries(BRAND_ICONS))
    symbols.push(`<symbol id="brand-${name}" viewBox="0 0 24 24">${shapes}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

/** The icon list as re-exports, each icon from a module of its own named by its drawing. */
export function splitIconList(source: string): string {
  const lines = [...source.matchAll(ICON_LINE)].map(
    ([, exported, name]) => `export { default as ${exported} } from ${JSON.stringify(ONE_ICON + name)};`,
  );
  return `${lines.join('\n')}\n`;
}

/**
 * Serves the icon sprite: the browser build writes it as a content-named asset (cached for a
 * year like the scripts), the server build only needs its address, and development serves it
 * fresh on each request so an icon added to the list shows after a reload.
 */
export function iconSprite(): Plugin {
  let sprite: Promise<{ svg: string; fileName: string }> | null = null;
  let base = '/';
  let serving = false;
  const built = () => {
    sprite ??= buildSprite().then((svg) => ({
      svg,
      fileName: `assets/icons-${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg`,
    }));
    return sprite;
  };
  return {
    name: 'upahar:icon-sprite',
    configResolved(config) {
      base = config.base;
      serving = config.command === 'serve';
    },
    configureServer(server) {
      server.middlewares.use(DEV_URL, (_req, res) => {
        buildSprite().then(
          (svg) => {
            res.setHeader('content-type', 'image/svg+xml');
            res.setHeader('cache-control', 'no-cache');
            res.end(svg);
          },
          (error: unknown) => {
            res.statusCode = 500;
            res.end(String(error));
          },
        );
      });
    },
    resolveId(source) {
      if (source.startsWith(ONE_ICON)) return source;
      return source === ID ? RESOLVED : null;
    },
    async load(id) {
      // In a build, the icon list becomes one module per icon that the list re-exports, so an
      // icon's few bytes go with the pages that draw it. As one module, every icon any page
      // draws sat in the file of the code every page runs.
      if (!serving && id === iconList) return splitIconList(fs.readFileSync(iconList, 'utf8'));
      if (id.startsWith(ONE_ICON)) {
        const iconModule = JSON.stringify(path.join(path.dirname(iconList), 'icon.tsx'));
        return `import { icon } from ${iconModule};\nexport default /* @__PURE__ */ icon(${JSON.stringify(id.slice(ONE_ICON.length))});\n`;
      }
      if (id !== RESOLVED) return null;
      if (serving) return `export default ${JSON.stringify(DEV_URL)};`;
      const { svg, fileName } = await built();
      if (this.environment.config.consumer === 'client')
        this.emitFile({ type: 'asset', fileName, source: svg });
      return `export default ${JSON.stringify(base + fileName)};`;
    },
  };
}
