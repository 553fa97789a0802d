import { useEffect, useState } from 'react';

/** The header turns opaque once the page is scrolled 30 px or more (docs/requirements.md#ui-navigation). */
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
