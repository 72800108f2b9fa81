/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** Google Analytics 4 measurement id; analytics stay off entirely when unset. */
  readonly PUBLIC_GA_MEASUREMENT_ID?: string;
}
