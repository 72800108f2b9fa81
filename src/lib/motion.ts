// Reduced motion: smooth scrolling only when the visitor has not asked the system for
// less motion. CSS does the same for `scroll-behavior` in src/styles/global.css.

/** True when the visitor asked the system for less motion. */
function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** 'auto' (jump) when `prefers-reduced-motion: reduce` matches, 'smooth' otherwise. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}
