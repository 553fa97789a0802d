import { useEffect, useState } from 'react';

/** Spec §9: the header turns opaque once the page is scrolled 30 px or more. */
export const HEADER_SCROLL_THRESHOLD = 30;

export function useScrolledPast(threshold: number = HEADER_SCROLL_THRESHOLD): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY >= threshold);
  useEffect(() => {
    const update = () => setPast(window.scrollY >= threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
