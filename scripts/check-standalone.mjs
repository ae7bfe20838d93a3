#!/usr/bin/env node
// The repository must stand on its own: comments, tests and docs state the rule itself, never a
// pointer to a document that is not in the repository (a specification, an architecture or lessons
// file kept elsewhere) or to a ticket number. Part of `npm run lint`.
// The patterns below are written so that this file does not match them itself.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

const RULES = [
  { re: /\bSPE[C](?: ?\d|\.md\b| section\b)/, what: 'a section of an outside specification' },
  { re: /\bLESSON[S]\b/, what: 'an outside lessons document' },
  { re: /\bARCHITECTUR[E](?: ?\d|\.md\b)/, what: 'an outside architecture document' },
  { re: /\b[Ii]ssu[e][ -]#?\d/, what: 'a ticket number' },
  { re: /\.\.[/\\]share[d]\b/, what: 'a path outside the repository' },
];

const SKIP_FILES = new Set(['package-lock.json']);
const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'build', 'data', '.react-router', 'test-results']);
const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|eot|pdf|zip|gz|br|tgz|wasm|data|mp4|webm)$/i;

/** Tracked files, plus new ones not ignored yet, so a pointer is caught before its first commit. */
function listFiles() {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return [...new Set(out.split('\0').filter(Boolean))];
  } catch {
    // No git (an unpacked archive): walk the tree instead.
    const files = [];
    const walk = (dir) => {
      for (const name of readdirSync(dir)) {
        if (SKIP_DIRS.has(name)) continue;
        const full = join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else files.push(relative(root, full));
      }
    };
    walk(root);
    return files;
  }
}

const findings = [];
let checked = 0;
for (const file of listFiles()) {
  const parts = file.split('/');
  if (SKIP_FILES.has(parts.at(-1)) || parts.some((p) => SKIP_DIRS.has(p)) || BINARY.test(file)) continue;
  const full = join(root, file);
  if (!existsSync(full) || !statSync(full).isFile()) continue; // deleted in the working tree
  const text = readFileSync(full, 'utf8');
  if (text.includes('\0')) continue;
  checked++;
  text.split('\n').forEach((line, i) => {
    for (const { re, what } of RULES) {
      const m = re.exec(line);
      if (!m) continue;
      findings.push(`  ${file}:${i + 1}: "${m[0]}" points to ${what}\n      ${line.trim().slice(0, 160)}`);
    }
  });
}

if (findings.length > 0) {
  console.error(
    `check-standalone: ${findings.length} pointer(s) to something outside the repository:\n\n` +
      `${findings.join('\n')}\n\n` +
      'Write the rule or reason itself instead (e.g. "the compare list holds at most 3 products and\n' +
      'expires after 24 h"). The product requirements are summarised in docs/requirements/ and the\n' +
      'architecture in docs/architecture.md; link to those if a reader needs more.',
  );
  process.exit(1);
}
console.log(`check-standalone: ${checked} files, no pointers outside the repository`);
