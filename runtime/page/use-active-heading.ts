// The TOC entry of the heading the reader is in: the last h2/h3 whose top has passed under the navbar.
import { useEffect, useState } from 'react';
import type { TocItem } from '../shared/types.ts';

export function useActiveHeading(toc: TocItem[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
      let current: string | null = null;
      for (const item of toc) {
        const heading = document.getElementById(item.id);
        if (!heading) continue;
        if (heading.getBoundingClientRect().top <= Math.max(navbar, 0) + 16) current = item.id;
        else break;
      }
      setActive(current ?? toc[0]?.id ?? null);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [toc]);
  return active;
}
