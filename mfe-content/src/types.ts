/** Content service payloads: generated from the service's OpenAPI document (@sohnne/contracts). */
export type { ContentPage, HomeContent, HomeImage as Media } from '@sohnne/contracts';
