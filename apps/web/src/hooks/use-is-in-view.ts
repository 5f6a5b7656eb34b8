import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether any part of the element is inside the viewport, kept in sync as the page scrolls. Counts as in view
 * until the first report (and where IntersectionObserver is missing), so what it hides never flashes in.
 */
export function useIsInView(ref: RefObject<Element | null>): boolean {
  const [isInView, setInView] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (last) setInView(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return isInView;
}
