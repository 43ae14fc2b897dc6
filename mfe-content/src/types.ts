/** Content service payloads: generated from the service's OpenAPI document (@sohnne/contracts). */
import type { content } from '@sohnne/contracts';

export type { ContentPage, HomeContent, HomeImage as Media } from '@sohnne/contracts';

type Schemas = content.components['schemas'];
export type FaqGroup = Schemas['FaqGroupDto'];
export type FaqTopic = Schemas['FaqTopicDto'];
export type FaqItem = Schemas['FaqItemDto'];
export type Showroom = Schemas['ShowroomDto'];
export type ReviewPage = Schemas['ReviewPageDto'];
export type Review = Schemas['ReviewDto'];
export type Press = Schemas['PressDto'];
export type Carousel = Schemas['CarouselDto'];
export type CarouselEntry = Schemas['CarouselEntryDto'];
export type ContactMessage = Schemas['ContactMessageDto'];
export type ContactTopic = ContactMessage['topic'];
export type PrivacyChoice = Schemas['PrivacyChoiceDto'];
export type PrivacyChoiceState = Schemas['PrivacyChoiceStateDto'];
export type ContactChannels = Schemas['ContactChannelsDto'];
