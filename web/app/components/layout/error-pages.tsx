import type { ComponentProps } from 'react';
import { LaterPart } from '~/lib/later-part';
import * as onServer from './error-page';

// The error pages are drawn on few visits, so their code loads only when one is drawn; the server
// still sends them whole.
const load = () => import('./error-page');
const server = import.meta.env.SSR;

export const ErrorPage = (props: ComponentProps<typeof onServer.ErrorPage>) => (
  <LaterPart
    name="error-page"
    server={server ? onServer.ErrorPage : null}
    load={() => load().then((m) => m.ErrorPage)}
    props={props}
  />
);

export const GoneError = (props: ComponentProps<typeof onServer.GoneError>) => (
  <LaterPart
    name="gone-error"
    server={server ? onServer.GoneError : null}
    load={() => load().then((m) => m.GoneError)}
    props={props}
  />
);

export const GenericError = (props: ComponentProps<typeof onServer.GenericError>) => (
  <LaterPart
    name="generic-error"
    server={server ? onServer.GenericError : null}
    load={() => load().then((m) => m.GenericError)}
    props={props}
  />
);
