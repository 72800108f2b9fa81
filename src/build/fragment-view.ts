// Build-time only: the inline script that shows the first-screen variant a mail's link names in the address's
// fragment (./fragment-view-script.ts). A fragment never reaches the server, so the server renders every variant and
// the browser picks one before the first paint; the page's island then takes over with the same markup.
import source from './fragment-view-script.ts?raw';
import { minifyScript } from './minify-script';

/** The script's text, to inline right after the element holding the variants. */
export const FRAGMENT_VIEW_SCRIPT = minifyScript(source);

/** A variant's `data-fragment-view`: the fragment parameters its link needs, all of them; none: any other address. */
export const fragmentViewName = (params: readonly string[]): string => params.join(' ');
