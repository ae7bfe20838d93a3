import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server's HTML is complete and styled, so the browser can show it before React takes the
// main thread to hydrate. When the scripts arrive quickly (a warm cache, a fast network) the
// browser would otherwise run hydration first and paint only after it: on a slow phone that holds
// the first picture back by the whole hydration. Waiting for the next frame lets that frame paint
// first; a hidden tab draws no frames, so it hydrates at once.
if (document.visibilityState === 'hidden') hydrate();
else requestAnimationFrame(() => setTimeout(hydrate, 0));
