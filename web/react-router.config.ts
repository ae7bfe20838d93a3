import type { Config } from '@react-router/dev/config';
import { buildLocale } from './build-tools/language-build';

// One build per language (build-tools/language-build.ts): English at the shop's addresses in
// build/, Nepali under /ne in build-ne/. The server serves both.
const nepali = buildLocale() === 'ne';

export default {
  appDirectory: 'app',
  buildDirectory: nepali ? 'build-ne' : 'build',
  basename: nepali ? '/ne' : '/',
  ssr: true,
} satisfies Config;
