import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { setSessionEndedHandler } from '../lib/rpc';
import { FirstLoadLoader } from '../shell/first-load-loader';
import { Providers } from './providers';
import { createRouter } from './router';

/** The first-load loader shows for one second (document 1 §2). */
const LOADER_MS = 1000;

export function App() {
  const [router] = useState(() => createRouter());
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    setSessionEndedHandler(() => void router.navigate('/login', { replace: true }));
    const timer = window.setTimeout(() => setLoading(false), LOADER_MS);
    return () => window.clearTimeout(timer);
  }, [router]);
  return (
    <Providers>
      {loading ? <FirstLoadLoader /> : null}
      <RouterProvider router={router} />
    </Providers>
  );
}
