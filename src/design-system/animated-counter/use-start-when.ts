import { useEffect, useState, type RefObject } from 'react';

export type StartWhen = 'mounted' | 'half-visible';

/** True once the start condition holds: at mount, or the first time half the element is in view. */
export function useStartWhen(ref: RefObject<Element | null>, startWhen: StartWhen): boolean {
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (startWhen !== 'half-visible' || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      const frame = requestAnimationFrame(() => setSeen(true));
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 0.5)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, startWhen]);

  return startWhen === 'mounted' || seen;
}
