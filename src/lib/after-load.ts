/**
 * Runs `callback` once the page has loaded and the browser is idle, so that island code never
 * competes with the first paint for bandwidth or CPU. Shared by our client directives.
 */
export function afterLoad(callback: () => void): void {
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => callback(), { timeout: 2000 })
      : setTimeout(callback, 200);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
