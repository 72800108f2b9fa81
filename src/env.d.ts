/// <reference types="astro/client" />

declare namespace astroHTML.JSX {
  interface IntrinsicAttributes {
    /** Hydrate when the cookie settings are asked for (src/lib/consent-directive.ts). */
    'client:consent'?: boolean;
    /** Hydrate when the visitor reaches for the island: pointer down or focus (src/lib/interaction-directive.ts). */
    'client:interaction'?: boolean;
    /** Hydrate after load and idle, only while the media query matches (src/lib/media-idle-directive.ts). */
    'client:media-idle'?: string;
  }
}

declare namespace Astro {
  interface ClientDirectives {
    'client:consent'?: boolean;
    'client:interaction'?: boolean;
    'client:media-idle'?: string;
  }
}

interface ImportMetaEnv {
  /** Google Analytics 4 measurement id; analytics stay off entirely when unset. */
  readonly PUBLIC_GA_MEASUREMENT_ID?: string;
}
