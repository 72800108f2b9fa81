/// <reference types="astro/client" />

declare namespace astroHTML.JSX {
  interface IntrinsicAttributes {
    /** Hydrate after load and idle, only while the media query matches (src/lib/media-idle-directive.ts). */
    'client:media-idle'?: string;
  }
}

declare namespace Astro {
  interface ClientDirectives {
    'client:media-idle'?: string;
  }
}

interface ImportMetaEnv {
  /** Google Analytics 4 measurement id; analytics stay off entirely when unset. */
  readonly PUBLIC_GA_MEASUREMENT_ID?: string;
}
