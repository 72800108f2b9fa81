// How Rolldown names the modules of an Astro build's scripts, for the build steps that sort them
// (src/build/chunk-groups.ts, src/build/static-imports.ts).

/** A `<script>` tag of an .astro file (page, layout or component). */
export const ASTRO_SCRIPT = /\.astro\?astro&type=script/;
/** A page's own script (src/pages/app.astro's starts the wizard), as opposed to a layout's or a component's. */
export const PAGE_SCRIPT = /[\\/]src[\\/]pages[\\/].*\.astro\?astro&type=script/;
/** A layout's script: on every page built with that layout. */
export const LAYOUT_SCRIPT = /[\\/]src[\\/]layouts[\\/].*\.astro\?astro&type=script/;

/** The header's script (menu, language switch): on every content page, beside the layout's. */
export const HEADER_SCRIPT = /[\\/]src[\\/]components[\\/]HeaderActions\.astro\?astro&type=script/;

/** The cookie banner's drawing code, which the layout's script loads for a first visit (src/lib/cookie-banner-boot.ts). */
export const COOKIE_BANNER_VIEW = /[\\/]src[\\/]lib[\\/]cookie-banner-view\.ts$/;
