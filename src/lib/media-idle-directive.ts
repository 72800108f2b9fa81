// `client:media-idle="(max-width: 767px)"`: hydrates after the page has loaded and the browser is
// idle, and only while the media query matches (or once it starts to). A click inside the island
// before that hydrates at once and is replayed, so an early tap is never lost. Used for the header's
// mobile menu, which desktop visitors never download and phones load after the first paint.
import type { ClientDirective } from 'astro';
import { afterLoad } from './after-load';

const mediaIdleDirective: ClientDirective = (load, options, el) => {
  const query = typeof options.value === 'string' ? options.value : 'all';
  let hydration: Promise<void> | null = null;
  const hydrate = () => (hydration ??= load().then((run) => run()));

  const onEarlyClick = (event: MouseEvent) => {
    // The target may be an SVG icon inside the button, which has no click(): dispatch an event instead.
    const target = event.target as Element;
    event.preventDefault();
    event.stopPropagation();
    void hydrate().then(() =>
      requestAnimationFrame(() => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))),
    );
  };
  el.addEventListener('click', onEarlyClick, { capture: true, once: true });

  afterLoad(() => {
    const media = matchMedia(query);
    const start = () => void hydrate().then(() => el.removeEventListener('click', onEarlyClick, { capture: true }));
    if (media.matches) return start();
    const onChange = () => {
      if (!media.matches) return;
      media.removeEventListener('change', onChange);
      start();
    };
    media.addEventListener('change', onChange);
  });
};

export default mediaIdleDirective;
