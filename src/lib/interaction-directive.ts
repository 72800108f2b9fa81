// `client:interaction`: hydrates an island when the visitor reaches for it (a pointer pressed on it,
// or keyboard focus moving into it) and not before, so that a page view without that downloads no
// React. A click that arrives before hydration has finished is held and replayed afterwards, so the
// first tap is never lost. Used for the header's mobile menu, whose button is static HTML until then.
import type { ClientDirective } from 'astro';

const interactionDirective: ClientDirective = (load, _options, el) => {
  let hydration: Promise<void> | null = null;
  const onEarlyClick = (event: MouseEvent) => {
    // The target may be an SVG icon inside the button, which has no click(): dispatch an event instead.
    const target = event.target as Element;
    event.preventDefault();
    event.stopPropagation();
    void hydrate().then(() =>
      requestAnimationFrame(() => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))),
    );
  };
  const hydrate = () =>
    (hydration ??= load()
      .then((run) => run())
      .then(() => el.removeEventListener('click', onEarlyClick, { capture: true })));

  el.addEventListener('click', onEarlyClick, { capture: true, once: true });
  el.addEventListener('pointerdown', () => void hydrate(), { once: true, passive: true });
  el.addEventListener('focusin', () => void hydrate(), { once: true });
};

export default interactionDirective;
