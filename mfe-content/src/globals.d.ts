declare const __MFE_VERSION__: string;
declare const __MFE_NAME__: string;

/** CSS files come in as strings (webpack asset/source) for createGlobalStyle. */
declare module 'swiper/css' {
  const css: string;
  export default css;
}
