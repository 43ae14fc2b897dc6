import type { AnalyticsApi } from '@sohnne/platform';

export function createAnalytics(target: Window = window): AnalyticsApi {
  return {
    track: (event, data = {}) => {
      target.dataLayer = target.dataLayer ?? [];
      target.dataLayer.push({ ...data, event });
    },
  };
}
