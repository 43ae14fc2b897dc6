/** The tracking page's height report: `{ type: 'sohnne-tracking:height', height }` from the tracking origin only. */

export const HEIGHT_MESSAGE = 'sohnne-tracking:height';
export const MIN_FRAME_HEIGHT = 320;
export const MAX_FRAME_HEIGHT = 4000;

/** The frame height a message asks for, or null when it is not a height report from the tracking origin. */
export function frameHeightFrom(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  trackingOrigin: string,
): number | null {
  if (event.origin !== trackingOrigin) return null;
  const data = event.data as { type?: unknown; height?: unknown } | null;
  if (
    !data ||
    data.type !== HEIGHT_MESSAGE ||
    typeof data.height !== 'number' ||
    !Number.isFinite(data.height)
  )
    return null;
  return Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, Math.ceil(data.height)));
}
