/** Suspense for lazily loaded screens, with the progress bar running while a screen's code loads. */
import { Center, Spinner } from '@chakra-ui/react';
import NProgress from '../progress';
import { Suspense, useEffect, type ReactNode } from 'react';

function LoadingScreen() {
  useEffect(() => {
    NProgress.start();
    return () => {
      NProgress.done();
    };
  }, []);
  return (
    <Center minH="40" data-testid="screen-loading">
      <Spinner color="brand.500" />
    </Center>
  );
}

export function ScreenBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}
