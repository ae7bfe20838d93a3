declare module 'virtual:upahar/icon-sprite' {
  /** Address of the icon sprite (an SVG of one `<symbol>` per icon, its id the icon's name). */
  const url: string;
  export default url;
}

interface ImportMetaEnv {
  /** The language this build of the pages is for (build-tools/language-build.ts); unset in unit tests. */
  readonly UPAHAR_LOCALE?: 'en' | 'ne';
}
