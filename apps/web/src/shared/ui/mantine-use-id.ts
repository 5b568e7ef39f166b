import { useId as useReactId } from 'react';

/**
 * The UI library's useId as the app builds it (vite.config.ts, mantineStableIds): React's id, which is
 * unique within the app and the same in the server's drawing, at hydration and after; or the id given.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
