import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * `useMergeRefs` of @floating-ui/react, for Mantine's ScrollArea only, made of Mantine's own `useMergedRef`
 * (vite.config.ts, mantineScrollAreaRefs): see docs/performance.md.
 */
export function useMergeRefs<T>(refs: readonly (Ref<T> | undefined)[]) {
  return useMergedRef<T>(...refs);
}
