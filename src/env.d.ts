/// <reference types="astro/client" />

declare namespace astroHTML.JSX {
  interface IntrinsicAttributes {
    /** Hydrate only when the cookie banner is needed (src/lib/consent-directive.ts). */
    'client:consent'?: boolean;
  }
}

declare namespace Astro {
  interface ClientDirectives {
    'client:consent'?: boolean;
  }
}

interface ImportMetaEnv {
  /** Google Analytics 4 measurement id; analytics stay off entirely when unset. */
  readonly PUBLIC_GA_MEASUREMENT_ID?: string;
}
