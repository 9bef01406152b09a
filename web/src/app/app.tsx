import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { setSessionEndedHandler } from '../lib/rpc';
import { FirstLoadLoader } from '../shell/first-load-loader';
import { Providers } from './providers';
import { createRouter } from './router';

export function App() {
  const [router] = useState(() => createRouter());
  useEffect(() => {
    setSessionEndedHandler(() => void router.navigate('/login', { replace: true }));
  }, [router]);
  return (
    <Providers>
      <FirstLoadLoader />
      <RouterProvider router={router} />
    </Providers>
  );
}
