declare module 'virtual:upahar/icon-sprite' {
  /** Address of the icon sprite (an SVG of one `<symbol>` per icon, its id the icon's name). */
  const url: string;
  export default url;
}
