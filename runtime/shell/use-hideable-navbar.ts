// Spec §4: the navbar hides on scroll down and reappears on scroll up (the reference's rules).
import { useEffect, useState, type RefObject } from 'react';

export function useHideableNavbar(navbar: RefObject<HTMLElement | null>, routeKey: string): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => setHidden(false), [routeKey]);
  useEffect(() => {
    let previous = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const height = navbar.current?.offsetHeight ?? 0;
      if (y < height) setHidden(false);
      else if (previous !== 0 && y > previous) setHidden(true);
      // Scrolling up shows it again, unless the page is bouncing at its very bottom.
      else if (y < previous && y + window.innerHeight < document.documentElement.scrollHeight - height) setHidden(false);
      previous = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [navbar]);
  return hidden;
}
