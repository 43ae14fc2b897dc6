import { useEffect } from 'react';
import { usePlatform } from '@sohnne/platform';

/** Sets the title and clears the shell's page-load flag once the page is on screen. */
export function usePageShown(title: string): void {
  const platform = usePlatform();
  useEffect(() => {
    platform.navigation.setTitle(title);
    platform.pageLoad.done();
  }, [platform, title]);
}
