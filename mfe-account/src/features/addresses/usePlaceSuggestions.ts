import { useEffect, useRef, useState } from 'react';
import { httpStatus, usePlatform } from '@sohnne/platform';
import type { PlaceSuggestion } from '../../types';
import { useLazySuggestPlacesQuery } from './addressesApi';

/** Typing pauses this long before the suggestions are asked for. */
const SUGGEST_DELAY_MS = 300;
const MIN_QUERY = 3;

/**
 * The suggestions for what is typed: asked for once typing pauses, only the answer for the latest text
 * shown; `active` is the option the arrow keys point at (-1: none).
 */
export function usePlaceSuggestions() {
  const platform = usePlatform();
  const [suggest] = useLazySuggestPlacesQuery();
  const [options, setOptions] = useState<PlaceSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef('');

  useEffect(() => () => clearTimeout(timer.current), []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const ask = async (text: string) => {
    const result = await suggest(text, true);
    if (latest.current !== text) return;
    if (result.error) {
      if (httpStatus(result.error) === 401) void platform.session.logout();
      close();
      return;
    }
    const found = result.data ?? [];
    setOptions(found);
    setActive(-1);
    setOpen(found.length > 0);
  };

  /** The text changed: suggestions for it once typing pauses (none for a text too short). */
  const typed = (value: string) => {
    const text = value.trim();
    latest.current = text;
    clearTimeout(timer.current);
    if (text.length < MIN_QUERY) {
      close();
      return;
    }
    timer.current = setTimeout(() => void ask(text), SUGGEST_DELAY_MS);
  };

  /** An option was chosen: no answer still on its way is shown after it. */
  const settle = () => {
    latest.current = '';
    clearTimeout(timer.current);
    close();
  };

  /** Moves the active option by `step`, wrapping around. */
  const move = (step: 1 | -1) =>
    setActive((index) =>
      step > 0 ? (index + 1) % options.length : index <= 0 ? options.length - 1 : index - 1,
    );

  return { options, open, active, typed, settle, move, close };
}
