// CSS imports (the fonts of @sohnne/ui) have no meaning in jsdom.
export {};
