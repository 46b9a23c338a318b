function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** Ease-out cubic: fast start, gentle landing on the target. */
export function easeOutCubic(t: number): number {
  return 1 - (1 - clamp01(t)) ** 3;
}

/** Share of the animation done after elapsedMs, from 0 to 1; a zero duration is done at once. */
export function progressAt(elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0) return 1;
  return clamp01(elapsedMs / durationMs);
}

/** The number to show after elapsedMs: eased, whole for whole targets, exactly the target at the end. */
export function countValueAt(elapsedMs: number, durationMs: number, target: number): number {
  const progress = progressAt(elapsedMs, durationMs);
  if (progress >= 1) return target;
  const value = target * easeOutCubic(progress);
  return Number.isInteger(target) ? Math.round(value) : value;
}
