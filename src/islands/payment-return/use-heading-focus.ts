import { useEffect, useRef } from 'react';

/**
 * Moves focus to the view's heading whenever `view` changes, but not on the first render: a
 * screen-reader user then hears the new state at once, and a keyboard user continues from the top
 * of the new content instead of from a button that no longer exists. The heading needs tabIndex={-1}.
 */
export function useHeadingFocus<T extends HTMLElement = HTMLHeadingElement>(view: string) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [view]);
  return ref;
}
