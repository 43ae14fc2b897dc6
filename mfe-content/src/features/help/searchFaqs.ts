import type { FaqTopic } from '../../types';

/**
 * The topics whose name, questions or answers contain the search text (trimmed, case-insensitive); a topic
 * whose name does not match keeps only its matching questions. Blank text keeps everything.
 */
export function searchFaqs(topics: FaqTopic[], text: string): FaqTopic[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return topics;
  const has = (value: string) => value.toLowerCase().includes(needle);
  return topics.flatMap((topic) => {
    if (has(topic.topic)) return [topic];
    const items = topic.items.filter((item) => has(item.question) || has(item.answers));
    return items.length ? [{ ...topic, items }] : [];
  });
}
